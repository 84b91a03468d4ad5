/**
 * Markup compared as the browser reads it: each element's tag, attributes (in any order, ids
 * numbered in order of appearance, style declarations sorted) and text. An id's part suffix
 * (-label, -error, -body, -title, -description) is kept, so that a label still points at its input.
 */
export function markupShape(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  const ids = new Map<string, string>();
  const id = (value: string) =>
    value.replace(/[^\s]+?(?=(-label|-error|-body|-title|-description)?$)/, (base) => {
      if (!ids.has(base)) ids.set(base, `id${ids.size}`);
      return ids.get(base)!;
    });
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    const element = node as Element;
    const attributes = [...element.attributes]
      .map(({ name, value }) => {
        if (['id', 'for', 'aria-describedby', 'aria-labelledby'].includes(name))
          return `${name}=${value.split(' ').map(id).join(' ')}`;
        if (name === 'style')
          return `style=${value
            .split(';')
            .map((part) => part.trim())
            .filter(Boolean)
            .sort()
            .join(';')}`;
        return `${name}=${value}`;
      })
      .sort();
    return `<${element.tagName} ${attributes.join(' ')}>${[...element.childNodes].map(walk).join('')}</>`;
  };
  return [...root.childNodes].map(walk).join('');
}
