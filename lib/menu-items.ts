/**
 * The shape of a side menu (./menus.ts builds each area's), apart from its builder: the shell, a
 * client component, needs only these, while the builder reads the master-data and college
 * registries, which carry the database schema and must not reach the browser.
 */

/** `count` names a figure the layout passes to the shell (MenuCounts), shown beside the label. */
export type MenuLink = { label: string; href: string; count?: MenuCountKey };
export type MenuGroup = { label: string; children: MenuLink[]; count?: MenuCountKey };

/** The figures beside member menu entries: interests awaiting an answer, own pending, accepted, shortlisted, unread messages. */
type MenuCountKey = 'received' | 'sent' | 'accepted' | 'shortlist' | 'messages';
export type MenuCounts = Partial<Record<MenuCountKey, number>>;
export type MenuItem = MenuLink | MenuGroup;

export const isGroup = (item: MenuItem): item is MenuGroup => 'children' in item;
