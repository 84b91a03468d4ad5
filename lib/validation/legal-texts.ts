/**
 * The legal texts a fresh install ships with (markdown). They are the organisation's to edit in
 * /admin/settings; these defaults carry the disclaimer the 2016 advisory for matrimonial sites asks
 * for, the IT Rules 2021 (rule 3) points (terms, privacy policy, grievance officer, 24 hours and 15
 * days) and the safety advice members need before meeting anyone.
 */
const terms = `# Terms of Use

These terms apply to everyone who uses Thirumanam. By registering you agree to them and to our
[Privacy Policy](/privacy).

## What we do — and what we do not

Thirumanam **introduces members to each other**. We check each member's mobile number by phone
before their profile can be found, but **we do not verify every claim** a member makes about
themselves (age, education, income, family, marital status, horoscope) and **we do not guarantee a
marriage** or any outcome. Members must **verify the details of a prospective partner
independently** — meet the family, check documents, ask people who know them — before taking any
decision.

## Your account

- You must be of legal marriageable age (21 for men, 18 for women) and register only for yourself
  or, with their consent, for a family member.
- Give true information and keep it up to date. One profile per person.
- Keep your password secret; you are responsible for what is done with your account.

## What is not allowed

- Impersonating anyone, or using someone else's photo.
- Harassing, threatening or deceiving other members; asking them for money.
- Posting content that is obscene, defamatory, hateful or unlawful, or that infringes anyone's
  rights.
- Using the service for anything other than finding a life partner (no advertising, no dating, no
  collecting members' data).

We may hide or remove a profile that breaks these terms, and report unlawful acts to the
authorities.

## Complaints

Anyone may complain to our [Grievance Officer](/grievance). We acknowledge a complaint within 24
hours and resolve it within 15 days.

## Changes

When these terms change we publish the new version here with its date, and members accept it at
their next visit.
`;

const privacy = `# Privacy Policy

## What we collect

- **Your account:** e-mail address, password (stored only as a one-way hash), the date you
  registered and the version of these terms you accepted.
- **Your profile:** what you enter — name, date of birth, photos, horoscope, education, work, family
  and partner preferences, mobile number.
- **Your activity:** the interests you send and receive, your shortlist, and the complaints you file.

## Who sees it

Other members see your profile as the matching pages show it; your contact details only after you
accept each other's interest. Our administrators see your profile to verify it and to handle
complaints. We do not sell your data.

## How long we keep it

We keep your data while your account exists. Complaints and their replies are kept as a record of
how each was handled.

## Your rights

You may ask for a summary of your data, its correction or its erasure. Write to our
[Grievance Officer](/grievance).
`;

const safety = `# Safety tips

- **Meet in public.** Meet for the first time in a public place, with family or a friend, and tell
  someone where you are going.
- **Never send money.** No genuine match asks for money — for an emergency, a visa, a gift or a
  "customs fee". Stop talking to anyone who does, and report them.
- **Verify independently.** Check what a match tells you: meet the family, ask for documents, talk
  to people who know them. We verify mobile numbers, not every claim.
- **Keep personal details private** (address, work place, bank details) until you trust the person.
- **Report** a fake profile, misuse of photos or harassment to our [Grievance Officer](/grievance).
`;

export const DEFAULT_LEGAL_TEXTS = { version: '1', date: '2026-11-26', terms, privacy, safety } as const;
