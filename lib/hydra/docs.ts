import { apiClasses, computedClasses, entrypointKey, type ApiClass, type ApiProperty } from './api-classes';
import { HYDRA, vocabularyOf } from './contexts';
import { singletonClasses } from './singleton-classes';

/**
 * /api/docs.jsonld: the hydra:ApiDocumentation API Platform 3 prints, which its clients
 * (@api-platform/api-doc-parser, Admin, create-client) read to find every resource, its
 * properties, operations and relations.
 */
export const API_TITLE = 'Thirumanam API';

const classIri = (c: ApiClass) => c.iri ?? `#${c.shortName}`;

function operation(
  method: string,
  action: string,
  title: string,
  options: { expects?: string; returns: string },
): Record<string, unknown> {
  const op: Record<string, unknown> = {
    '@type': ['hydra:Operation', `schema:${action}`],
    'hydra:method': method,
    'hydra:title': title,
    'rdfs:label': title,
  };
  if (options.expects) op.expects = options.expects;
  op.returns = options.returns;
  return op;
}

function itemOperations(c: ApiClass) {
  const iri = classIri(c);
  const name = c.shortName;
  const ops: Record<string, () => Record<string, unknown>> = {
    GET: () => operation('GET', 'FindAction', `Retrieves a ${name} resource.`, { returns: iri }),
    PUT: () =>
      operation('PUT', 'ReplaceAction', `Replaces the ${name} resource.`, { expects: iri, returns: iri }),
    PATCH: () =>
      operation('PATCH', 'UpdateAction', `Updates the ${name} resource.`, { expects: iri, returns: iri }),
    DELETE: () =>
      operation('DELETE', 'DeleteAction', `Deletes the ${name} resource.`, { returns: 'owl:Nothing' }),
  };
  return c.itemMethods.map((m) => ops[m]());
}

function supportedProperty(c: ApiClass, p: ApiProperty) {
  const linked = apiClasses().find((other) => other.shortName === p.link);
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': p.iri ?? `#${c.shortName}/${p.name}`,
      '@type': linked ? 'hydra:Link' : 'rdf:Property',
      'rdfs:label': p.name,
      domain: classIri(c),
      range: linked ? classIri(linked) : p.range,
      ...(linked ? { 'owl:maxCardinality': 1 } : {}),
    },
    'hydra:title': p.name,
    'hydra:required': p.required,
    'hydra:readable': p.readable,
    'hydra:writeable': p.writable,
    'hydra:description': p.description,
  };
}

function resourceClass(c: ApiClass) {
  return {
    '@id': classIri(c),
    '@type': 'hydra:Class',
    'rdfs:label': c.shortName,
    'hydra:title': c.shortName,
    'hydra:description': c.description,
    'hydra:supportedProperty': c.properties.map((p) => supportedProperty(c, p)),
    'hydra:supportedOperation': itemOperations(c),
  };
}

function entrypointClass() {
  return {
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': apiClasses().map((c) => {
      const label = `The collection of ${c.shortName} resources`;
      const ops = [];
      if (c.collectionMethods.includes('GET')) {
        ops.push(
          operation('GET', 'FindAction', `Retrieves the collection of ${c.shortName} resources.`, {
            returns: 'hydra:Collection',
          }),
        );
      }
      if (c.collectionMethods.includes('POST')) {
        ops.push(
          operation('POST', 'CreateAction', `Creates a ${c.shortName} resource.`, {
            expects: classIri(c),
            returns: classIri(c),
          }),
        );
      }
      return {
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#Entrypoint/${entrypointKey(c.shortName)}`,
          '@type': 'hydra:Link',
          domain: '#Entrypoint',
          'rdfs:label': label,
          'rdfs:range': [
            { '@id': 'hydra:Collection' },
            {
              'owl:equivalentClass': {
                'owl:onProperty': { '@id': 'hydra:member' },
                'owl:allValuesFrom': { '@id': classIri(c) },
              },
            },
          ],
          'hydra:supportedOperation': ops,
        },
        'hydra:title': label,
        'hydra:readable': true,
        'hydra:writeable': false,
        'hydra:description': label,
      };
    }),
    'hydra:supportedOperation': {
      '@type': 'hydra:Operation',
      'hydra:method': 'GET',
      'rdfs:label': 'The API entrypoint.',
      returns: '#EntryPoint',
    },
  };
}

const scalar = (id: string, label: string, domain: string, range = 'xmls:string') => ({
  '@type': 'hydra:SupportedProperty',
  'hydra:property': { '@id': id, '@type': 'rdf:Property', 'rdfs:label': label, domain, range },
  'hydra:title': label,
  'hydra:required': false,
  'hydra:readable': true,
  'hydra:writeable': false,
});

const violationClasses = [
  {
    '@id': '#ConstraintViolation',
    '@type': 'hydra:Class',
    'hydra:title': 'A constraint violation',
    'hydra:supportedProperty': [
      scalar('#propertyPath', 'propertyPath', '#ConstraintViolation'), // under @vocab: see contexts.ts
      scalar('#ConstraintViolation/message', 'message', '#ConstraintViolation'),
    ],
  },
  {
    '@id': '#ConstraintViolationList',
    '@type': 'hydra:Class',
    'hydra:title': 'A constraint violation list',
    'hydra:supportedProperty': [
      {
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': '#ConstraintViolationList/violations',
          '@type': 'rdf:Property',
          'rdfs:label': 'violations',
          domain: '#ConstraintViolationList',
          range: '#ConstraintViolation',
        },
        'hydra:title': 'violations',
        'hydra:required': false,
        'hydra:readable': true,
        'hydra:writeable': false,
      },
    ],
  },
];

export function apiDocumentation(origin: string) {
  return {
    '@context': {
      '@vocab': vocabularyOf(origin),
      hydra: HYDRA,
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
      xmls: 'http://www.w3.org/2001/XMLSchema#',
      owl: 'http://www.w3.org/2002/07/owl#',
      schema: 'https://schema.org/',
      domain: { '@id': 'rdfs:domain', '@type': '@id' },
      range: { '@id': 'rdfs:range', '@type': '@id' },
      subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
      expects: { '@id': 'hydra:expects', '@type': '@id' },
      returns: { '@id': 'hydra:returns', '@type': '@id' },
    },
    '@id': '/api/docs.jsonld',
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': API_TITLE,
    'hydra:description': 'The JSON-LD (Hydra) API of Thirumanam, in API Platform 3 dialect.',
    'hydra:entrypoint': '/api',
    'hydra:supportedClass': [
      ...apiClasses().map(resourceClass),
      ...computedClasses().map(resourceClass),
      ...singletonClasses().map(resourceClass),
      entrypointClass(),
      ...violationClasses,
    ],
  };
}
