import {
  PROFILE_VISIT_COLLECTION,
  SAVED_SEARCH_COLLECTION,
  profileVisitListFields,
  savedSearchListFields,
} from '@/lib/resources/member-tools-lists';
import { PROFILE_SHORT_NAME } from '@/lib/resources/profile';
import { SCHEMA_NAME, type ApiClass } from './api-classes';
import { apiProperty } from './api-property';

/** Who viewed me and saved searches in the API documentation (issue 26 item 4). */
export function memberToolClasses(): ApiClass[] {
  return [
    {
      shortName: 'ProfileView',
      collection: PROFILE_VISIT_COLLECTION,
      title: 'ProfileView',
      description:
        "A member who opened the signed-in member's page (once a day per pair, India time), newest first. Members " +
        'browsing privately, hidden, suspended or deleted members and blocked members (either way) never appear; a ' +
        'member browsing privately (PATCH /api/me {"browsePrivately": true}) records no views and gets 403 here.',
      properties: [
        apiProperty('id', 'xmls:integer', 'The identifier.'),
        { ...apiProperty('profile', 'xmls:string', 'The viewer (a profile IRI)'), link: PROFILE_SHORT_NAME },
        apiProperty(
          'member',
          'xmls:string',
          'The viewer: @id (their profile), fullName, age, livingCity, occupation, photo.',
        ),
        apiProperty('viewedAt', 'xmls:dateTime', 'When they opened the page (the first time that day)'),
      ],
      collectionMethods: ['GET'],
      itemMethods: ['GET'],
      listFields: profileVisitListFields,
    },
    {
      shortName: 'SavedSearch',
      collection: SAVED_SEARCH_COLLECTION,
      title: 'SavedSearch',
      description:
        "One of the signed-in member's saved searches (at most 20; only its owner sees it: others get 404): a name " +
        "(1 to 60 characters, unique per member whatever the case) and the match page's URL query string (at most " +
        '1000 characters; the parameters of GET /api/matches, checked as it checks them: a bad one is a 422 on query; ' +
        'page and unknown parameters are dropped). alert: true makes it feed the match alert e-mail. PATCH (merge-patch) ' +
        'changes name, query or alert.',
      properties: [
        apiProperty('id', 'xmls:integer', 'The identifier.'),
        { ...apiProperty('name', 'xmls:string', 'Name (1 to 60 characters)', true, true), iri: SCHEMA_NAME },
        apiProperty('query', 'xmls:string', "The match page's URL query string (without the ?)", true, true),
        apiProperty('alert', 'xmls:boolean', 'Feeds the match alert e-mail (default false)', true),
        apiProperty('matches', 'xmls:string', 'Where the search runs: /api/matches?{query}'),
        apiProperty('createdAt', 'xmls:dateTime', 'Saved'),
        apiProperty('updatedAt', 'xmls:dateTime', 'Last changed'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'PATCH', 'DELETE'],
      listFields: savedSearchListFields,
    },
  ];
}
