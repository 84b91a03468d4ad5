/** @jest-environment node */
import { revealContact } from '@/lib/data/contact-reveals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { chartAt } from '@/lib/astro/chart';
import { BIODATA_NOT_ACCEPTED, biodataSubject } from '@/lib/data/biodata';
import { biodataPdf } from '@/lib/papers/biodata-pdf';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createMember, type Member } from '../helpers/members';
import { approvePendingPhotos } from '../helpers/moderation';
import { pdfImageCount, pdfPages, pdfPageSize, pdfPngs, pdfText, visualOrder } from '../helpers/pdf';
import { createUser } from '../helpers/users';

/*
 * Issue 24 item 3, the papers: who may download a member's biodata (the member, an accepted
 * candidate; not a stranger, nor either side of a block), what it holds (the photo only where
 * photo-access.ts shows it, the mobile only where contact-access.ts reveals it), in the reader's
 * language; and the porutham report. Read back with poppler as a person would read them.
 */
const uploads = mkdtempSync(path.join(tmpdir(), 'thirumanam-papers-'));
process.env.UPLOAD_DIR = uploads;
// PAPERS_PNG_DIR=/tmp/x keeps the pages as PNG, to look at them.
const keepPngs = (name: string, bytes: Uint8Array) => {
  const dir = process.env.PAPERS_PNG_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  pdfPngs(bytes, 80).forEach((png, i) => writeFileSync(path.join(dir, `${name}-${i + 1}.png`), png));
};

let admin: Actor;
let bride: Member; // the biodata's subject
let groom: Member; // her accepted candidate, with an active plan
let noPlan: Member; // accepted, without a plan: no mobile
let stranger: Member; // no interest with her
let blocked: Member; // accepted, then she blocked him
let sister: Member; // the same gender: never her candidate

const biodataUrl = (m: Member) => `/api/profiles/${m.profileId}/biodata.pdf`;
const biodata = (as: Actor | null, of: Member = bride, headers: Record<string, string> = {}) =>
  get(biodataUrl(of), { as, headers });

async function acceptedPair(from: Member, to: Member) {
  const sent = await call('POST', '/api/interests', {
    as: from,
    body: { to: `/api/profiles/${to.profileId}` },
  });
  expect(sent.status).toBe(201);
  expect((await call('PATCH', sent.body['@id'], { as: to, body: { status: 'accepted' } })).status).toBe(200);
}

async function givePhoto(member: Member) {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(png)]), 'photo.png');
  const uploaded = await call('POST', '/api/media_objects', { as: member, raw: data });
  expect(uploaded.status).toBe(201);
  const saved = await call('PATCH', `/api/profiles/${member.profileId}`, {
    as: member,
    body: { photos: [uploaded.body['@id']] },
  });
  expect(saved.status).toBe(200);
  expect(await approvePendingPhotos(admin)).toBe(1);
}

const setPhotoVisibility = async (photoVisibility: string) =>
  expect(
    (await call('PATCH', `/api/profiles/${bride.profileId}`, { as: bride, body: { photoVisibility } }))
      .status,
  ).toBe(200);

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
  bride = await createMember({ gender: 'female', fullName: 'Meena Sundaram' });
  groom = await createMember({ gender: 'male', fullName: 'Arun Kumar' });
  noPlan = await createMember({ gender: 'male', fullName: 'Bala Murugan', plan: 'none' });
  stranger = await createMember({ gender: 'male', fullName: 'Chandran Raj' });
  blocked = await createMember({ gender: 'male', fullName: 'Dinesh Krishnan' });
  sister = await createMember({ gender: 'female', fullName: 'Kala Devi' });
  await givePhoto(bride);
  await acceptedPair(groom, bride);
  // The groom has opened her contact once (issue 25): his biodata of her carries her mobile.
  await revealContact(groom, bride.profileId);
  await acceptedPair(bride, noPlan);
  await acceptedPair(blocked, bride);
  expect(
    (
      await call('POST', '/api/blocks', {
        as: bride,
        body: { profile: `/api/profiles/${blocked.profileId}` },
      })
    ).status,
  ).toBe(201);
});
afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

describe('GET /api/profiles/{id}/biodata.pdf: who may have it', () => {
  it('the member herself: an A4 PDF of one or two pages with her photo and her own mobile', async () => {
    const answer = await biodata(bride);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="biodata-${bride.profileId}.pdf"`,
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(pdfPageSize(answer.bytes)).toBe('595.28 x 841.89');
    expect(pdfPages(answer.bytes)).toBeLessThanOrEqual(2);
    const text = pdfText(answer.bytes);
    for (const words of [
      'Marriage biodata',
      'Meena Sundaram',
      'Personal details',
      'Education and work',
      'Family',
      'Horoscope',
      'Contact',
      'Madurai',
      'Chennai',
      "Father's name",
      'Raasi',
      'Star',
      'Chevvai dhosam',
    ])
      expect(text).toContain(words);
    expect(text).toContain(bride.mobile);
    expect(pdfImageCount(answer.bytes)).toBe(1);
    keepPngs('biodata-own-en', answer.bytes);
  });

  it('an accepted candidate with an active plan: her details, photo and mobile', async () => {
    const answer = await biodata(groom);
    expect(answer.status).toBe(200);
    const text = pdfText(answer.bytes);
    expect(text).toContain('Meena Sundaram');
    expect(text).toContain(bride.mobile);
    expect(pdfImageCount(answer.bytes)).toBe(1);
    // Her biodata is hers: nothing of the reader's.
    expect(text).not.toContain('Arun Kumar');
    expect(text).not.toContain(groom.mobile);
  });

  it('an accepted candidate without a plan: everything but the mobile, and why', async () => {
    const answer = await biodata(noPlan);
    expect(answer.status).toBe(200);
    const text = pdfText(answer.bytes);
    expect(text).toContain('Meena Sundaram');
    expect(text).not.toContain(bride.mobile);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Contact details are shared once an interest between you is accepted',
    );
  });

  it('the photo only where the photo rules show it: not on request without a grant', async () => {
    await setPhotoVisibility('request');
    try {
      expect(pdfImageCount((await biodata(groom)).bytes)).toBe(0);
      expect(pdfText((await biodata(groom)).bytes)).toContain('No photo');
      // The owner always has hers.
      expect(pdfImageCount((await biodata(bride)).bytes)).toBe(1);
    } finally {
      await setPhotoVisibility('members');
    }
  });

  it('a stranger: 403 until an interest is accepted; a pending one is not enough', async () => {
    const refused = await biodata(stranger);
    expect(refused.status).toBe(403);
    expect(refused.body['@type']).toBe('hydra:Error');
    expect(refused.body['hydra:description']).toBe(BIODATA_NOT_ACCEPTED);
    const sent = await call('POST', '/api/interests', {
      as: stranger,
      body: { to: `/api/profiles/${bride.profileId}` },
    });
    expect(sent.status).toBe(201);
    expect((await biodata(stranger)).status).toBe(403);
    expect(
      (await call('PATCH', sent.body['@id'], { as: stranger, body: { status: 'withdrawn' } })).status,
    ).toBe(200);
  });

  it('a blocked pair: 404 both ways, though the interest was accepted', async () => {
    expect((await biodata(blocked)).status).toBe(404);
    expect((await biodata(bride, blocked)).status).toBe(404);
  });

  it('the same gender, no such profile, a bad id: 404; anonymous: 401', async () => {
    expect((await biodata(sister)).status).toBe(404);
    expect((await get('/api/profiles/999999/biodata.pdf', { as: groom })).status).toBe(404);
    expect((await get('/api/profiles/abc/biodata.pdf', { as: groom })).status).toBe(404);
    expect((await biodata(null)).status).toBe(401);
  });

  it("an administrator may print any member's", async () => {
    const answer = await biodata(admin, stranger);
    expect(answer.status).toBe(200);
    expect(pdfText(answer.bytes)).toContain('Chandran Raj');
  });
});

describe("the biodata in the reader's language", () => {
  it('Tamil by the NEXT_LOCALE cookie (the language switch) or Accept-Language', async () => {
    for (const headers of [{ cookie: 'NEXT_LOCALE=ta' }, { 'accept-language': 'ta-IN,ta;q=0.9' }] as Record<
      string,
      string
    >[]) {
      const answer = await biodata(groom, bride, headers);
      expect(answer.status).toBe(200);
      const text = pdfText(answer.bytes);
      // Labels in Tamil; the member's own words (names, places) as she wrote them.
      for (const words of [
        'திருமண சுயவிவரம்',
        'குடும்பம்',
        'ஜாதகம்',
        'தந்தையின் பெயர்',
        'Meena Sundaram',
        bride.mobile,
      ])
        expect(text).toContain(visualOrder(words));
      // The star and raasi by their Tamil names (the seeded first rows: Ashwini in Mesham).
      expect(text).toContain(visualOrder('அசுவினி'));
      expect(text).toContain(visualOrder('மேஷம்'));
      expect(text).not.toContain('Marriage biodata');
      keepPngs('biodata-candidate-ta', answer.bytes);
    }
  });
});

describe('a biodata with every text at its longest', () => {
  it('wraps within its columns and stays within two pages, in both languages', async () => {
    const long = (word: string) => `${word} `.repeat(20).slice(0, 99) + '.';
    const texts = {
      fullName: long('Sundaravadivelu'),
      nativeCity: long('Thiruvananthapuram'),
      livingCity: long('Visakhapatnam'),
      fatherName: long('Ramakrishnan'),
      motherName: long('Meenakshisundari'),
      kothram: long('Bharadwaja'),
    };
    await db.update(profiles).set(texts).where(eq(profiles.id, stranger.profileId));
    for (const cookie of ['NEXT_LOCALE=en', 'NEXT_LOCALE=ta']) {
      const answer = await biodata(stranger, stranger, { cookie });
      expect(answer.status).toBe(200);
      expect(pdfPages(answer.bytes)).toBeLessThanOrEqual(2);
      const text = pdfText(answer.bytes).replace(/\s+/g, ' ');
      // Each long text is there to its last word.
      for (const value of Object.values(texts)) expect(text).toContain(value.split(' ').slice(-2).join(' '));
      keepPngs(`biodata-long-${cookie.slice(-2)}`, answer.bytes);
    }
  });
});

describe('the rasi chart in the biodata', () => {
  it('says it comes with the birth details until they are given, then draws the twelve squares', async () => {
    expect(pdfText((await biodata(bride)).bytes).replace(/\s+/g, ' ')).toContain(
      'The rasi chart appears here once the birth details are given.',
    );
    // Born in Chennai on 15 May 1990 at 10:00 IST: the chart lib/astro works out.
    const chart = chartAt(new Date('1990-05-15T04:30:00Z'), { latitude: 13.0827, longitude: 80.2707 });
    const subject = { ...(await biodataSubject(bride, bride.profileId)), chart: chart.raasis };
    for (const locale of ['en', 'ta'] as const) {
      const bytes = await biodataPdf(subject, locale);
      expect(pdfPages(bytes)).toBe(1);
      const text = pdfText(bytes).replace(/\s+/g, ' ');
      expect(text).not.toContain('once the birth details are given');
      if (locale === 'en') {
        expect(text).toContain('Rasi chart');
        // The Moon's square holds "Mo", and each raasi is named in its square.
        for (const name of ['Mesham', 'Meenam', 'Kanni', 'Mo', 'Su', 'La']) expect(text).toContain(name);
      } else expect(text).toContain(visualOrder('ராசி கட்டம்'));
      keepPngs(`biodata-chart-${locale}`, bytes);
    }
  });
});

describe('GET /api/porutham.pdf', () => {
  const url = '/api/porutham.pdf?brideStar=4&brideRaasi=2&groomStar=10&groomRaasi=5';

  it("both stars and raasis, the ten results with reasons, the level and the astrologer's lines", async () => {
    const json = await get(url.replace('.pdf', ''));
    const answer = await get(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(pdfPageSize(answer.bytes)).toBe('595.28 x 841.89');
    expect(pdfPages(answer.bytes)).toBe(1);
    const text = pdfText(answer.bytes);
    const flat = text.replace(/\s+/g, ' ');
    for (const words of [
      'Porutham report',
      'Bride',
      'Star: Rohini',
      'Raasi: Rishabam',
      'Groom',
      'Star: Magam',
      'Raasi: Simmam',
      "Astrologer's remarks",
      "Astrologer's signature",
    ])
      expect(flat).toContain(words);
    expect(flat).toContain(`Level: ${json.body.level.label}`);
    expect(flat).toContain(`Score: ${json.body.score}/10`);
    for (const item of json.body.items as { name: string; reason: string }[]) {
      expect(flat).toContain(item.name);
      // A long reason wraps within its column: its first words are on the page as given.
      expect(flat).toContain(item.reason.split(' ').slice(0, 3).join(' '));
    }
    keepPngs('porutham-en', answer.bytes);
  });

  it('in Tamil: the names of the stars, raasis, poruthams, the level and the reasons', async () => {
    const answer = await get(url, { headers: { cookie: 'NEXT_LOCALE=ta' } });
    expect(answer.status).toBe(200);
    const text = pdfText(answer.bytes);
    for (const words of [
      'மணமகள்',
      'மணமகன்',
      'ரோகிணி',
      'ரிஷபம்',
      'மகம்',
      'சிம்மம்',
      'ரஜ்ஜுப் பொருத்தம்',
      'ஜோதிடரின் கருத்து',
      // Reasons: "Kanta and Pada rajju", "Bride Manushya, groom Rakshasa", "Lords Venus and Sun: enmity".
      'கண்ட ரஜ்ஜு, பாத ரஜ்ஜு',
      'மணமகள் மனுஷ, மணமகன் ராட்சச',
      'அதிபதிகள் சுக்கிரன், சூரியன்: பகை',
      'அதமம்',
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(visualOrder(words));
    // Nothing left in English but the numbers and the app's name in the footer.
    expect(text.replace(/Thirumanam/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    keepPngs('porutham-ta', answer.bytes);
  });

  it("bad input: the API's 400 with every problem named, and no PDF", async () => {
    const answer = await get('/api/porutham.pdf?brideStar=4&brideRaasi=9&groomStar=99');
    expect(answer.status).toBe(400);
    expect(answer.body['@type']).toBe('hydra:Error');
    expect(answer.body['hydra:description']).toContain('brideRaasi: star 4 does not fall in raasi 9');
    expect(answer.body['hydra:description']).toContain('groomStar: must be from 1 to 27.');
    expect(answer.body['hydra:description']).toContain('groomRaasi: required');
  });
});
