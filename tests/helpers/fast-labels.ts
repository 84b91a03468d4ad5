/**
 * jsdom answers `field.labels` by walking the whole document and asking every element for its
 * `control`, which for a label with `for` walks the whole document again: quadratic in the page's
 * size. Testing Library asks for the labels of every candidate whenever a query names a field
 * (getByRole(..., { name }), getByLabelText), so on the profile form (3,600 elements, 60 labels)
 * one such query took 2 s and its suites over a minute. This answers the same list as the HTML
 * standard defines it, from the only labels that can name the field: those whose `for` is its id
 * and those around it, each still checked by jsdom's own `control`, in tree order.
 * tests/unit/fast-labels.test.tsx compares it with jsdom's answer on the profile form.
 */
const LABELABLE = ['Button', 'Input', 'Meter', 'Output', 'Progress', 'Select', 'TextArea'] as const;

type LabelsGetter = (this: HTMLElement) => NodeListOf<HTMLLabelElement> | null;
const jsdomGetters = new Map<object, LabelsGetter>();

/** jsdom's own answer, for the comparison test. */
export function jsdomLabels(element: HTMLElement): HTMLLabelElement[] | null {
  for (
    let prototype = Object.getPrototypeOf(element);
    prototype;
    prototype = Object.getPrototypeOf(prototype)
  ) {
    const getter = jsdomGetters.get(prototype);
    if (getter) {
      const labels = getter.call(element);
      return labels && [...labels];
    }
  }
  throw new Error('installFastLabels was not applied to this window');
}

function labelsNaming(field: HTMLElement, view: Window & typeof globalThis): HTMLLabelElement[] {
  const found = new Set<HTMLLabelElement>();
  const root = field.getRootNode() as ParentNode | Node;
  if (field.id && 'querySelectorAll' in root) {
    for (const label of root.querySelectorAll<HTMLLabelElement>('label[for]'))
      if (label.htmlFor === field.id && label.control === field) found.add(label);
  }
  for (
    let label = field.parentElement?.closest('label');
    label;
    label = label.parentElement?.closest('label')
  )
    if (label.control === field) found.add(label);
  return [...found].sort((a, b) =>
    a.compareDocumentPosition(b) & view.Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

export function installFastLabels(view: Window & typeof globalThis): void {
  for (const name of LABELABLE) {
    const prototype = view[`HTML${name}Element`].prototype;
    const jsdomGetter = Object.getOwnPropertyDescriptor(prototype, 'labels')?.get as LabelsGetter | undefined;
    if (!jsdomGetter || jsdomGetters.has(prototype)) continue;
    jsdomGetters.set(prototype, jsdomGetter);
    Object.defineProperty(prototype, 'labels', {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        // An input of type hidden is not labelable: jsdom answers null.
        if (this instanceof view.HTMLInputElement && this.type === 'hidden') return jsdomGetter.call(this);
        return labelsNaming(this, view);
      },
    });
  }
}
