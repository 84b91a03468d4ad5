/**
 * Whole rupees in Tamil words, in the Indian system (ஆயிரம், லட்சம், கோடி), as a Tamil invoice
 * writes them: 1,25,000 → "ஒரு லட்சத்து இருபத்தைந்தாயிரம் ரூபாய்". The to-words library's Tamil is
 * wrong, so Tamil pages use this and the API keeps the English words (lib/money.ts).
 *
 * Tens and units join into one word (இருபத்தைந்து, தொண்ணூற்றொன்று; before a consonant they stay
 * two: இருபத்து மூன்று), a count of thousands joins ஆயிரம் (இரண்டாயிரம், பதினோராயிரம்), a count
 * of lakhs, crores or rupees ending in one says ஒரு (ஒரு லட்சம், இருபத்தொரு கோடி, நூற்று ஒரு
 * ரூபாய்), and a word followed by more takes its joining form (நூற்று, ஆயிரத்து, லட்சத்து, கோடியே).
 */

const UNITS = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'];
const TEENS = [
  'பத்து',
  'பதினொன்று',
  'பன்னிரண்டு',
  'பதிமூன்று',
  'பதினான்கு',
  'பதினைந்து',
  'பதினாறு',
  'பதினேழு',
  'பதினெட்டு',
  'பத்தொன்பது',
];
/** 20, 30 … 90 alone, and as they join a unit. */
const TENS = ['', '', 'இருபது', 'முப்பது', 'நாற்பது', 'ஐம்பது', 'அறுபது', 'எழுபது', 'எண்பது', 'தொண்ணூறு'];
const TENS_JOINING = [
  '',
  '',
  'இருபத்து',
  'முப்பத்து',
  'நாற்பத்து',
  'ஐம்பத்து',
  'அறுபத்து',
  'எழுபத்து',
  'எண்பத்து',
  'தொண்ணூற்று',
];
/** 100, 200 … 900 alone, and followed by more. */
const HUNDREDS = [
  '',
  'நூறு',
  'இருநூறு',
  'முந்நூறு',
  'நானூறு',
  'ஐந்நூறு',
  'அறுநூறு',
  'எழுநூறு',
  'எண்ணூறு',
  'தொள்ளாயிரம்',
];
const HUNDREDS_JOINING = [
  '',
  'நூற்று',
  'இருநூற்று',
  'முந்நூற்று',
  'நானூற்று',
  'ஐந்நூற்று',
  'அறுநூற்று',
  'எழுநூற்று',
  'எண்ணூற்று',
  'தொள்ளாயிரத்து',
];

/** A Tamil vowel's sign, written after a consonant when a word ending in உ meets it. */
const VOWEL_SIGNS: Record<string, string> = {
  அ: '',
  ஆ: 'ா',
  இ: 'ி',
  ஈ: 'ீ',
  உ: 'ு',
  ஊ: 'ூ',
  எ: 'ெ',
  ஏ: 'ே',
  ஐ: 'ை',
  ஒ: 'ொ',
  ஓ: 'ோ',
};
const U_SIGN = 'ு';

/**
 * Joins a word ending in உ (…த்து, …ற்று, …டு) to one starting with a vowel: the உ goes and the
 * vowel sits on the consonant (இருபத்து + ஐந்து → இருபத்தைந்து). Otherwise two words.
 */
function join(first: string, second: string): string {
  const sign = VOWEL_SIGNS[second[0]];
  if (first.endsWith(U_SIGN) && sign !== undefined) return first.slice(0, -1) + sign + second.slice(1);
  return `${first} ${second}`;
}

/** 1 to 99. */
function belowHundred(n: number): string {
  if (n < 10) return UNITS[n];
  if (n < 20) return TEENS[n - 10];
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  return unit === 0 ? TENS[tens] : join(TENS_JOINING[tens], UNITS[unit]);
}

/** 1 to 999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest);
  return rest === 0 ? HUNDREDS[hundreds] : `${HUNDREDS_JOINING[hundreds]} ${belowHundred(rest)}`;
}

/** A count before a noun (லட்சம், கோடி, ரூபாய்): one is ஒரு (நூற்று ஒரு, இருபத்தொரு, பதினொரு). */
function countOf(words: string): string {
  if (words === 'ஒன்று' || words.endsWith(' ஒன்று')) return `${words.slice(0, -'ஒன்று'.length)}ஒரு`;
  return words.endsWith('ொன்று') ? `${words.slice(0, -'ொன்று'.length)}ொரு` : words;
}

/** 1 to 99 thousands as one word with ஆயிரம்: ஆயிரம், இரண்டாயிரம், பதினோராயிரம், இருபத்தோராயிரம். */
function thousands(n: number): string {
  if (n === 1) return 'ஆயிரம்';
  const words = belowHundred(n);
  if (words.endsWith('ொன்று')) return `${words.slice(0, -'ொன்று'.length)}ோராயிரம்`;
  return join(words, 'ஆயிரம்');
}

/** The joining form of a word that more follows: ஆயிரம் → ஆயிரத்து, லட்சம் → லட்சத்து, கோடி → கோடியே. */
function joining(word: string): string {
  if (word.endsWith('ம்')) return `${word.slice(0, -'ம்'.length)}த்து`;
  if (word.endsWith('கோடி')) return `${word}யே`;
  return word;
}

/** 1 and more, in words. */
function words(n: number): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor(n / 100_000) % 100;
  const thousandCount = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  if (crores) parts.push(`${countOf(words(crores))} கோடி`);
  if (lakhs) parts.push(`${countOf(belowHundred(lakhs))} லட்சம்`);
  if (thousandCount) parts.push(thousands(thousandCount));
  if (rest) parts.push(belowThousand(rest));
  return parts.map((part, i) => (i < parts.length - 1 ? joining(part) : part)).join(' ');
}

/** Whole rupees in Tamil words: 1,25,000 → "ஒரு லட்சத்து இருபத்தைந்தாயிரம் ரூபாய்". */
export function rupeesInTamilWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not whole rupees: ${amount}`);
  return `${amount === 0 ? 'பூஜ்ஜியம்' : countOf(words(amount))} ரூபாய்`;
}
