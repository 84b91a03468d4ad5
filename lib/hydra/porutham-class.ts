import type { ApiClass, ApiProperty } from './api-classes';

/**
 * GET /api/porutham described for docs.jsonld and OpenAPI: the ten poruthams of a bride and a
 * groom given by star (1..27) and raasi (1..12) numbers of shared/docs/porutham.md. Public: it
 * reads no member data, and families check a pair before they sign up.
 */
const readOnly = (name: string, range: ApiProperty['range'], description: string): ApiProperty => ({
  name,
  range,
  required: true, // always in the answer
  readable: true,
  writable: false,
  description,
});

export const PORUTHAM_PARAMETERS = [
  {
    name: 'brideStar',
    description: "The bride's star, 1 (Ashwini) to 27 (Revathi)",
    minimum: 1,
    maximum: 27,
  },
  {
    name: 'brideRaasi',
    description: "The bride's raasi, 1 (Mesham) to 12 (Meenam); the star must fall in it",
    minimum: 1,
    maximum: 12,
  },
  {
    name: 'groomStar',
    description: "The groom's star, 1 (Ashwini) to 27 (Revathi)",
    minimum: 1,
    maximum: 27,
  },
  {
    name: 'groomRaasi',
    description: "The groom's raasi, 1 (Mesham) to 12 (Meenam); the star must fall in it",
    minimum: 1,
    maximum: 12,
  },
] as const;

export const poruthamApiClass: ApiClass = {
  shortName: 'Porutham',
  collection: 'porutham',
  title: 'Porutham',
  description:
    'The ten poruthams (star compatibility) of a bride and a groom, the score out of 10, whether Rajju and Vedhai pass (recommended) and the level in words.',
  properties: [
    ...PORUTHAM_PARAMETERS.map((p) => readOnly(p.name, 'xmls:integer', p.description)),
    readOnly('score', 'xmls:decimal', 'Good 1, medium 0.5, out of 10'),
    readOnly('recommended', 'xmls:boolean', 'False when Rajju or Vedhai fails, whatever the score'),
    readOnly(
      'level',
      'rdf:JSON',
      'The pair in words: key uthamam (score 8 or more), madhyamam (6 to 7.5), adhamam (below 6) or notRecommended (Rajju or Vedhai fails, whatever the score), and its label',
    ),
    readOnly(
      'items',
      'rdf:JSON',
      'Each porutham in order: key, name, result (good, medium or bad) and the reason',
    ),
  ],
  schemas: {
    level: {
      type: 'object',
      properties: {
        key: { type: 'string', enum: ['uthamam', 'madhyamam', 'adhamam', 'notRecommended'] },
        label: { type: 'string' },
      },
      required: ['key', 'label'],
    },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string' },
          name: { type: 'string' },
          result: { type: 'string', enum: ['good', 'medium', 'bad'] },
          reason: { type: 'string' },
        },
        required: ['key', 'name', 'result', 'reason'],
      },
    },
  },
  collectionMethods: [],
  itemMethods: ['GET'],
  listFields: [],
  computed: { path: '/api/porutham', parameters: [...PORUTHAM_PARAMETERS] },
};
