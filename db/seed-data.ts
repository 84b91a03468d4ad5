/**
 * Master data a Tamil matrimony service starts with, keyed by the registry's resource key.
 * Each row is the value of the resource's name field, or the full record where there are more fields.
 */
type Row = string | Record<string, string | number>;

const feetAndCm = (): string[] => {
  const rows: string[] = [];
  for (let inches = 54; inches <= 84; inches++) {
    const ft = Math.floor(inches / 12);
    const rest = inches % 12;
    rows.push(`${ft}ft${rest ? ` ${rest}in` : ''} - ${Math.round(inches * 2.54)}cm`);
  }
  return rows;
};

const kilograms = (): string[] => {
  const rows: string[] = [];
  for (let kg = 40; kg <= 120; kg++) rows.push(`${kg} Kg`);
  return rows;
};

export const RAASI_NAMES = [
  'Mesham', 'Rishabam', 'Mithunam', 'Kadagam', 'Simmam', 'Kanni',
  'Thulam', 'Viruchigam', 'Dhanusu', 'Makaram', 'Kumbam', 'Meenam',
];

export const STAR_NAMES = [
  'Ashwini', 'Bharani', 'Karthigai', 'Rohini', 'Mirugasirisham', 'Thiruvathirai', 'Punarpoosam',
  'Poosam', 'Ayilyam', 'Magam', 'Pooram', 'Uthiram', 'Hastham', 'Chithirai', 'Swathi', 'Visakam',
  'Anusham', 'Kettai', 'Moolam', 'Pooradam', 'Uthiradam', 'Thiruvonam', 'Avittam', 'Sadhayam',
  'Poorattathi', 'Uthirattathi', 'Revathi',
];

export const seedData: Record<string, Row[]> = {
  annualincome: [
    'Below 1 Lakh', '1 - 2 Lakhs', '2 - 3 Lakhs', '3 - 5 Lakhs', '5 - 7 Lakhs', '7 - 10 Lakhs',
    '10 - 15 Lakhs', '15 - 20 Lakhs', '20 - 30 Lakhs', '30 - 50 Lakhs', '50 Lakhs - 1 Crore', 'Above 1 Crore',
  ],
  caste: [
    'Adi Dravidar', 'Agamudayar', 'Boyar', 'Chettiar', 'Devendrakula Velalar', 'Gounder', 'Iyengar', 'Iyer',
    'Kallar', 'Kamma Naidu', 'Kongu Vellala Gounder', 'Maravar', 'Meenavar', 'Mudaliar', 'Nadar', 'Naidu',
    'Nattukottai Chettiar', 'Parkavakulam', 'Pillai', 'Reddiar', 'Saiva Pillai', 'Sengunthar', 'Thevar',
    'Vaniya Chettiar', 'Vanniyar', 'Vellalar', 'Viswakarma', 'Yadavar', 'Other',
  ],
  diet: ['Vegetarian', 'Non-Vegetarian', 'Eggetarian', 'Vegan'],
  gender: ['Male', 'Female'],
  height: feetAndCm(),
  maritalstatus: ['Never Married', 'Widowed', 'Divorced', 'Awaiting Divorce', 'Separated'],
  membersplan: [
    { planName: 'Free', amount: 0, validity: 30 },
    { planName: 'Silver', amount: 1500, validity: 90 },
    { planName: 'Gold', amount: 3000, validity: 180 },
    { planName: 'Platinum', amount: 5000, validity: 365 },
    { planName: 'Assisted Elite', amount: 100000, validity: 365 },
  ],
  mothertongue: [
    'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Saurashtra', 'Hindi', 'Urdu', 'Marathi', 'Gujarati',
    'Konkani', 'Tulu', 'Bengali', 'English', 'Other',
  ],
  occupation: [
    'Software Engineer', 'Doctor', 'Teacher', 'Professor', 'Engineer', 'Nurse', 'Accountant',
    'Chartered Accountant', 'Bank Employee', 'Government Employee', 'Police', 'Defence', 'Lawyer',
    'Business', 'Self Employed', 'Farmer', 'Pharmacist', 'Architect', 'Sales and Marketing', 'Manager',
    'Clerk', 'Driver', 'Electrician', 'Retired', 'Homemaker', 'Not Working', 'Student', 'Other',
  ],
  paymentmode: ['Cash', 'UPI', 'Debit Card', 'Credit Card', 'Net Banking', 'Cheque', 'Demand Draft', 'Bank Transfer'],
  profession: [
    'IT and Software', 'Medical and Healthcare', 'Education', 'Banking and Finance', 'Government and PSU',
    'Defence', 'Legal', 'Business and Trade', 'Agriculture', 'Engineering', 'Hospitality', 'Media', 'Other',
  ],
  qualification: [
    'SSLC', 'HSC', 'Diploma', 'ITI', 'B.A.', 'B.Sc.', 'B.Com.', 'B.E. / B.Tech.', 'BCA', 'BBA', 'MBBS',
    'BDS', 'B.Pharm.', 'B.Ed.', 'LLB', 'CA', 'M.A.', 'M.Sc.', 'M.Com.', 'M.E. / M.Tech.', 'MCA', 'MBA',
    'MD / MS', 'M.Phil.', 'Ph.D.', 'Other',
  ],
  raasi: RAASI_NAMES.map((raasi, i) => ({ raasi, number: i + 1 })),
  star: STAR_NAMES.map((star, i) => ({ star, number: i + 1 })),
  weight: kilograms(),
};
