import { apiClasses, entrypointKey, findApiClass } from './api-classes';

/**
 * The JSON-LD contexts every printed "@context" points to (/api/contexts/{ShortName}). Terms map
 * to the vocabulary of docs.jsonld, so a JSON-LD processor expands "caste" in a Caste to the
 * same IRI that the documentation describes ("#Caste/caste"); links are typed @id.
 */
export const HYDRA = 'http://www.w3.org/ns/hydra/core#';

export const vocabularyOf = (origin: string) => `${origin}/api/docs.jsonld#`;

type Terms = Record<string, string | { '@id': string; '@type': '@id' }>;

const base = (origin: string): Terms => ({ '@vocab': vocabularyOf(origin), hydra: HYDRA });

function classContext(shortName: string, origin: string): Terms | null {
  const apiClass = findApiClass(shortName);
  if (!apiClass) return null;
  const terms = base(origin);
  for (const property of apiClass.properties) {
    if (!property.readable) continue;
    const id = property.iri ?? `${shortName}/${property.name}`;
    terms[property.name] = property.link ? { '@id': id, '@type': '@id' } : id;
  }
  return terms;
}

function entrypointContext(origin: string): Terms {
  const terms = base(origin);
  for (const apiClass of apiClasses()) {
    const key = entrypointKey(apiClass.shortName);
    terms[key] = { '@id': `Entrypoint/${key}`, '@type': '@id' };
  }
  return terms;
}

const ERROR_TERMS = ['title', 'detail', 'status', 'type', 'description'];

function errorContext(origin: string, withViolations: boolean): Terms {
  const terms = base(origin);
  const prefix = withViolations ? 'ConstraintViolationList' : 'Error';
  for (const term of ERROR_TERMS) terms[term] = `${prefix}/${term}`;
  if (withViolations) {
    terms.violations = 'ConstraintViolationList/violations';
    // propertyPath stays under @vocab ("…docs.jsonld#propertyPath"), as API Platform prints it:
    // API Platform Admin looks for exactly that IRI to put a violation under its form field.
    terms.message = 'ConstraintViolation/message';
  }
  return terms;
}

/**
 * Answers that are no documented class (the payment form's /api/feedues: a student's fees with what
 * is left of each) still print a context that dereferences: their terms expand under @vocab.
 */
const VOCABULARY_ONLY = new Set(['FeeDue']);

/** The context document named `shortName`, or null when there is none. */
export function contextDocument(shortName: string, origin: string): { '@context': Terms } | null {
  const terms =
    shortName === 'Entrypoint'
      ? entrypointContext(origin)
      : shortName === 'Error'
        ? errorContext(origin, false)
        : shortName === 'ConstraintViolationList'
          ? errorContext(origin, true)
          : VOCABULARY_ONLY.has(shortName)
            ? base(origin)
            : classContext(shortName, origin);
  return terms ? { '@context': terms } : null;
}

/** GET /api: a link to every collection, keys sorted. */
export function entrypointDocument() {
  const document: Record<string, string> = {
    '@context': '/api/contexts/Entrypoint',
    '@id': '/api',
    '@type': 'Entrypoint',
  };
  const links = apiClasses()
    .map((c) => [entrypointKey(c.shortName), `/api/${c.collection}`] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [key, path] of links) document[key] = path;
  return document;
}
