import type { ColumnKind, TableColumn, TableDescription } from '@/components/crud/columns';
import { PROFILE_COLLECTION, profileFields, type ProfileField } from '@/lib/resources/profile';

/**
 * The admin profile list (spec section 2, "Profile list (admin)"): Id, then every profile field in
 * the registry's order, which is the spec's column order (personal, Photo, family, horoscope, the
 * preferences, Mobile Verified, Status, Date, Otp, Members Plan, Expiry).
 */
function kindOf(field: ProfileField): ColumnKind {
  switch (field.type) {
    case 'relation':
      return 'lookup';
    case 'media':
      return field.media === 'image' ? 'photo' : 'file';
    case 'country':
      return 'code';
    case 'boolean':
      return field.name === 'status' ? 'status' : 'boolean';
    case 'mobile':
      return 'text';
    default:
      return field.type;
  }
}

export const profileColumns: TableColumn[] = [
  { name: 'id', label: 'Id', kind: 'id' },
  ...profileFields.map((field): TableColumn => ({
    name: field.name,
    label: field.label,
    kind: kindOf(field),
    ...(field.collection && { collection: field.collection }),
  })),
  // The member account's sign-in e-mail (empty for an offline registration): in the CSV, not on screen.
  { name: 'userEmail', label: 'Sign-in E-mail', kind: 'text', exportOnly: true },
];

export const PROFILE_TABLE: TableDescription = {
  key: 'profile',
  collection: PROFILE_COLLECTION,
  title: 'Profile',
  emptyMessage: 'No Profile.',
  columns: profileColumns,
};
