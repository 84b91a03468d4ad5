import type { PoruthamKey } from './porutham';

/**
 * The method in plain words, from shared/docs/porutham.md, for every screen that shows a porutham
 * result (the "method" note the document requires). One place, so the calculator and the match
 * pages say the same thing.
 */
export const METHOD_INTRO =
  "Tamil families first judge a match by the ten poruthams, worked out from the bride's and the groom's birth star (nakshatra) and moon sign (raasi). " +
  "We count from the bride's star to the groom's, her own star counting as 1, and likewise for the raasis.";

export const METHOD_SCORE =
  'Each porutham is good, medium or no. The score counts a good as 1 and a medium as ½, out of 10: ' +
  '8 or more is Uthamam (excellent), 6 to 7½ Madhyamam (fair), below 6 Adhamam (poor). ' +
  'Rajju and Vedhai are mandatory: if either fails, the pair is "Not recommended" whatever the score.';

export const METHOD_NOTES: Record<PoruthamKey, string> = {
  dina: 'Health and daily harmony. Good at counts 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26; medium at 12, 14 and 16 (the exceptions by quarter need the birth quarter, which profiles do not hold). Count 27 is good only in the same raasi. The same star is good for Rohini, Thiruvathirai, Poosam, Magam, Hastham and Thiruvonam, medium for Ashwini, Bharani, Karthigai, Mirugasirisham, Punarpoosam, Uthiram, Chithirai and Anusham. Some sites also accept 17 and 22: we do not.',
  gana: 'Temperament: every star is Deva, Manushya or Rakshasa. The same gana, or Deva with Manushya, is good; a Deva bride with a Rakshasa groom is medium; any other pairing with Rakshasa is no.',
  mahendra: 'Prosperity and children: good at counts 4, 7, 10, 13, 16, 19, 22 and 25.',
  sthreeDeergham:
    "Wellbeing of the bride: good when the groom's star is more than 13 stars from hers, medium from 8 to 13, no at 7 or less.",
  yoni: 'Physical compatibility: every star has an animal. Enemy animals (horse-buffalo, elephant-lion, goat-monkey, snake-mongoose, dog-deer, cat-rat, cow-tiger) are no; a male animal for the groom and a female one for the bride is good; otherwise medium.',
  rasi: "Raasi count from the bride's to the groom's: 2, 6, 8 and 12 are no; 7 is good except Kadagam-Makaram and Simmam-Kumbam; 3, 5, 9, 10 and 11 are good; 1 and 4 are medium.",
  rasiAdhipathi:
    'The planets that rule the two raasis: the same lord or mutual friends is good; friend and neutral, or both neutral, is medium; any enmity is no.',
  vasya:
    "Attraction: good when the groom's raasi is one of the vasya raasis of the bride's (for Mesham, Simmam and Viruchigam; and so on).",
  rajju:
    'Mandatory. Stars fall in five rajju groups (Pada, Kati, Nabhi, Kanta, Siro); the two stars must not share one.',
  vedhai:
    'Mandatory. Certain pairs of stars afflict each other (Ashwini-Kettai, Bharani-Anusham, and so on, and Mirugasirisham, Chithirai and Avittam with each other): such a pair is no. Some code uses "star numbers adding up to 19, 28 or 37": that rule is wrong and we do not use it.',
};

export const METHOD_DOSHAM =
  "Chevvai dosham cannot be told from the star and raasi: it is each member's own declaration. Members with dosham are matched with members with dosham, unless their Looking For says otherwise.";
