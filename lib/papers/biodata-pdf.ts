import 'server-only';
import type { BiodataSubject } from '@/lib/data/biodata';
import { displayOf } from '@/lib/data/profiles/display';
import type { Locale } from '@/lib/i18n/locales';
import { INK, PAGE, Paper } from './paper';
import { drawRasiChart, type RasiChart } from './rasi-chart';
import { paperWords, printedOn } from './words';

/**
 * The marriage biodata (issue 24 item 3): A4, one page (two when the texts are long), in the
 * reader's language. It prints only what the subject's view holds (lib/data/biodata.ts chose the
 * view, the photo and the contact): a field the view lacks is left out, never looked up.
 * Master data prints by its names; Tamil readers get the star and raasi by their Tamil names.
 */
type Fact = readonly [string, string];

const PHOTO = { width: 150, height: 190 } as const;

export async function biodataPdf(subject: BiodataSubject, locale: Locale): Promise<Buffer> {
  // The birth details' chart (issue 24 item 4), when the view holds them all.
  const rasiChart: RasiChart | null = subject.chart;
  const words = paperWords(locale);
  const shown = await displayOf(subject.view, locale);
  const yesNo = (name: string) =>
    subject.view[name] === undefined || subject.view[name] === null
      ? undefined
      : words(subject.view[name] ? 'biodata.yes' : 'biodata.no');
  const countries = new Intl.DisplayNames([locale === 'ta' ? 'ta' : 'en'], { type: 'region' });
  const place = (city: string, country: string) => {
    const code = subject.view[country];
    return [shown[city], typeof code === 'string' ? (countries.of(code) ?? code) : undefined]
      .filter(Boolean)
      .join(', ');
  };
  const numbers = locale === 'ta' ? subject.numbers : null;
  const field = (name: string, value = shown[name]): Fact | null =>
    value === undefined || value === ''
      ? null
      : [words(`biodata.fields.${name}` as 'biodata.fields.age'), value];
  const facts = (...rows: (Fact | null)[]) => rows.filter((row): row is Fact => row !== null);

  const paper = new Paper({
    title: `${words('biodata.title')}: ${shown.fullName ?? ''}`,
    language: locale === 'ta' ? 'ta-IN' : 'en-IN',
  });
  const left = PAGE.margin;
  const photoLeft = PAGE.width - PAGE.margin - PHOTO.width;

  paper.text(words('biodata.title'), left, PAGE.margin, { size: 10, color: INK.accent, weight: 'bold' });
  paper.text(shown.fullName ?? '', left, paper.y + 2, {
    size: 20,
    weight: 'bold',
    width: photoLeft - left - 12,
  });
  const top = paper.y + 6;

  if (subject.photo) {
    paper.doc.image(subject.photo, photoLeft, top, {
      fit: [PHOTO.width, PHOTO.height],
      align: 'center',
    });
  } else {
    paper.doc.rect(photoLeft, top, PHOTO.width, PHOTO.height).lineWidth(0.7).strokeColor(INK.rule).stroke();
    paper.text(words('biodata.noPhoto'), photoLeft, top + PHOTO.height / 2 - 6, {
      color: INK.muted,
      width: PHOTO.width,
      align: 'center',
    });
  }

  paper.y = top;
  const besidePhoto = photoLeft - left - 16;
  paper.heading(words('biodata.personal'), besidePhoto);
  paper.facts(
    facts(
      field('gender'),
      field('age'),
      field('height'),
      field('weight'),
      field('maritalStatus'),
      field('totalChildren'),
      field('motherTongue'),
      field('diet'),
      field('physicallyChallenged', yesNo('physicallyChallenged')),
      field('nativePlace', place('nativeCity', 'nativeCountry')),
      field('livingPlace', place('livingCity', 'livingCountry')),
    ),
    { width: besidePhoto },
  );
  paper.y = Math.max(paper.y, top + PHOTO.height + 4);

  paper.heading(words('biodata.education'));
  paper.facts(facts(field('qualification'), field('occupation'), field('annualIncome')));

  paper.heading(words('biodata.family'));
  paper.facts(
    facts(
      field('fatherName'),
      field('fatherOccupation'),
      field('motherName'),
      field('motherOccupation'),
      field('caste'),
      field('kothram'),
      field('totalBrothers'),
      field('totalSisters'),
    ),
  );

  // The chart stands beside the horoscope's facts and the contact: room for all on this page.
  paper.ensureRoom(rasiChart ? 200 : 80);
  const side = rasiChart ? paper.width - 180 : paper.width;
  paper.heading(words('biodata.horoscope'));
  const horoscopeTop = paper.y;
  paper.facts(
    facts(
      field('raasi', numbers ? words(`raasis.${numbers.raasi}` as 'raasis.1') : shown.raasi),
      field('star', numbers ? words(`stars.${numbers.star}` as 'stars.1') : shown.star),
      field('chevvaiDhosam', yesNo('chevvaiDhosam')),
    ),
    { width: side },
  );
  const factsEnd = paper.y;
  let chartEnd = factsEnd;
  if (rasiChart) {
    drawRasiChart(paper, words, rasiChart, PAGE.width - PAGE.margin - 156, horoscopeTop, 156);
    chartEnd = paper.y;
    paper.y = factsEnd;
  } else {
    paper.text(words('biodata.rasiChartPending'), left, paper.y + 2, { size: 9, color: INK.muted });
  }

  paper.heading(words('biodata.contact'), side);
  if (subject.contact.revealed)
    paper.facts([[words('biodata.fields.mobile'), subject.contact.mobile]], { width: side });
  else paper.text(words('biodata.contactHidden'), left, paper.y, { color: INK.muted, width: side });
  paper.y = Math.max(paper.y, chartEnd);

  paper.footer(words('biodata.footer', { id: subject.view.id, date: printedOn(locale) }));
  return paper.finish();
}
