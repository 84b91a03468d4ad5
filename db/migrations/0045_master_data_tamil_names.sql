-- Issue 24, "the interface in Tamil": every matrimony list gets a name in Tamil beside its name ("name_ta", optional,
-- as long as the name may be; administrators edit it), which Tamil pages show where there is one.
-- The shipped rows (seed/seed-data.ts) get theirs, matched by their English name in any letter case;
-- a row an administrator renamed keeps none, and one already given a Tamil name keeps it.
-- Stars and raasis: the catalogue's names (lib/i18n/messages/ta.json pdf.stars, pdf.raasis).
ALTER TABLE "annual_income" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "caste" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "diet" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "gender" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "height" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "marital_status" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "members_plan" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "mother_tongue" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "occupation" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "payment_mode" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "profession" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "qualification" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "raasi" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "star" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
ALTER TABLE "weight" ADD COLUMN IF NOT EXISTS "name_ta" varchar(100);
--> statement-breakpoint
UPDATE "annual_income" SET "name_ta" = v.name_ta FROM (VALUES
	('Below 1 Lakh', '1 லட்சத்துக்குக் கீழ்'),
	('1 - 2 Lakhs', '1 - 2 லட்சம்'),
	('2 - 3 Lakhs', '2 - 3 லட்சம்'),
	('3 - 5 Lakhs', '3 - 5 லட்சம்'),
	('5 - 7 Lakhs', '5 - 7 லட்சம்'),
	('7 - 10 Lakhs', '7 - 10 லட்சம்'),
	('10 - 15 Lakhs', '10 - 15 லட்சம்'),
	('15 - 20 Lakhs', '15 - 20 லட்சம்'),
	('20 - 30 Lakhs', '20 - 30 லட்சம்'),
	('30 - 50 Lakhs', '30 - 50 லட்சம்'),
	('50 Lakhs - 1 Crore', '50 லட்சம் - 1 கோடி'),
	('Above 1 Crore', '1 கோடிக்கு மேல்')
) AS v(name, name_ta)
WHERE lower("annual_income"."annual_income") = lower(v.name) AND "annual_income"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "caste" SET "name_ta" = v.name_ta FROM (VALUES
	('Adi Dravidar', 'ஆதி திராவிடர்'),
	('Agamudayar', 'அகமுடையார்'),
	('Boyar', 'போயர்'),
	('Chettiar', 'செட்டியார்'),
	('Devendrakula Velalar', 'தேவேந்திரகுல வேளாளர்'),
	('Gounder', 'கவுண்டர்'),
	('Iyengar', 'ஐயங்கார்'),
	('Iyer', 'ஐயர்'),
	('Kallar', 'கள்ளர்'),
	('Kamma Naidu', 'கம்மா நாயுடு'),
	('Kongu Vellala Gounder', 'கொங்கு வேளாள கவுண்டர்'),
	('Maravar', 'மறவர்'),
	('Meenavar', 'மீனவர்'),
	('Mudaliar', 'முதலியார்'),
	('Nadar', 'நாடார்'),
	('Naidu', 'நாயுடு'),
	('Nattukottai Chettiar', 'நாட்டுக்கோட்டை செட்டியார்'),
	('Parkavakulam', 'பார்க்கவகுலம்'),
	('Pillai', 'பிள்ளை'),
	('Reddiar', 'ரெட்டியார்'),
	('Saiva Pillai', 'சைவ பிள்ளை'),
	('Sengunthar', 'செங்குந்தர்'),
	('Thevar', 'தேவர்'),
	('Vaniya Chettiar', 'வாணிய செட்டியார்'),
	('Vanniyar', 'வன்னியர்'),
	('Vellalar', 'வேளாளர்'),
	('Viswakarma', 'விஸ்வகர்மா'),
	('Yadavar', 'யாதவர்'),
	('Other', 'மற்றவை')
) AS v(name, name_ta)
WHERE lower("caste"."caste") = lower(v.name) AND "caste"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "diet" SET "name_ta" = v.name_ta FROM (VALUES
	('Vegetarian', 'சைவம்'),
	('Non-Vegetarian', 'அசைவம்'),
	('Eggetarian', 'முட்டை உண்ணும் சைவம்'),
	('Vegan', 'தூய சைவம்')
) AS v(name, name_ta)
WHERE lower("diet"."diet") = lower(v.name) AND "diet"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "gender" SET "name_ta" = v.name_ta FROM (VALUES
	('Male', 'ஆண்'),
	('Female', 'பெண்')
) AS v(name, name_ta)
WHERE lower("gender"."gender") = lower(v.name) AND "gender"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "height" SET "name_ta" = v.name_ta FROM (VALUES
	('4ft 6in - 137cm', '4 அடி 6 அங்குலம் - 137 செ.மீ.'),
	('4ft 7in - 140cm', '4 அடி 7 அங்குலம் - 140 செ.மீ.'),
	('4ft 8in - 142cm', '4 அடி 8 அங்குலம் - 142 செ.மீ.'),
	('4ft 9in - 145cm', '4 அடி 9 அங்குலம் - 145 செ.மீ.'),
	('4ft 10in - 147cm', '4 அடி 10 அங்குலம் - 147 செ.மீ.'),
	('4ft 11in - 150cm', '4 அடி 11 அங்குலம் - 150 செ.மீ.'),
	('5ft - 152cm', '5 அடி - 152 செ.மீ.'),
	('5ft 1in - 155cm', '5 அடி 1 அங்குலம் - 155 செ.மீ.'),
	('5ft 2in - 157cm', '5 அடி 2 அங்குலம் - 157 செ.மீ.'),
	('5ft 3in - 160cm', '5 அடி 3 அங்குலம் - 160 செ.மீ.'),
	('5ft 4in - 163cm', '5 அடி 4 அங்குலம் - 163 செ.மீ.'),
	('5ft 5in - 165cm', '5 அடி 5 அங்குலம் - 165 செ.மீ.'),
	('5ft 6in - 168cm', '5 அடி 6 அங்குலம் - 168 செ.மீ.'),
	('5ft 7in - 170cm', '5 அடி 7 அங்குலம் - 170 செ.மீ.'),
	('5ft 8in - 173cm', '5 அடி 8 அங்குலம் - 173 செ.மீ.'),
	('5ft 9in - 175cm', '5 அடி 9 அங்குலம் - 175 செ.மீ.'),
	('5ft 10in - 178cm', '5 அடி 10 அங்குலம் - 178 செ.மீ.'),
	('5ft 11in - 180cm', '5 அடி 11 அங்குலம் - 180 செ.மீ.'),
	('6ft - 183cm', '6 அடி - 183 செ.மீ.'),
	('6ft 1in - 185cm', '6 அடி 1 அங்குலம் - 185 செ.மீ.'),
	('6ft 2in - 188cm', '6 அடி 2 அங்குலம் - 188 செ.மீ.'),
	('6ft 3in - 191cm', '6 அடி 3 அங்குலம் - 191 செ.மீ.'),
	('6ft 4in - 193cm', '6 அடி 4 அங்குலம் - 193 செ.மீ.'),
	('6ft 5in - 196cm', '6 அடி 5 அங்குலம் - 196 செ.மீ.'),
	('6ft 6in - 198cm', '6 அடி 6 அங்குலம் - 198 செ.மீ.'),
	('6ft 7in - 201cm', '6 அடி 7 அங்குலம் - 201 செ.மீ.'),
	('6ft 8in - 203cm', '6 அடி 8 அங்குலம் - 203 செ.மீ.'),
	('6ft 9in - 206cm', '6 அடி 9 அங்குலம் - 206 செ.மீ.'),
	('6ft 10in - 208cm', '6 அடி 10 அங்குலம் - 208 செ.மீ.'),
	('6ft 11in - 211cm', '6 அடி 11 அங்குலம் - 211 செ.மீ.'),
	('7ft - 213cm', '7 அடி - 213 செ.மீ.')
) AS v(name, name_ta)
WHERE lower("height"."height") = lower(v.name) AND "height"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "marital_status" SET "name_ta" = v.name_ta FROM (VALUES
	('Never Married', 'திருமணம் ஆகாதவர்'),
	('Widowed', 'துணையை இழந்தவர்'),
	('Divorced', 'விவாகரத்து ஆனவர்'),
	('Awaiting Divorce', 'விவாகரத்துக்குக் காத்திருப்பவர்'),
	('Separated', 'பிரிந்து வாழ்பவர்')
) AS v(name, name_ta)
WHERE lower("marital_status"."marital_status") = lower(v.name) AND "marital_status"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "members_plan" SET "name_ta" = v.name_ta FROM (VALUES
	('Free', 'இலவசம்'),
	('Silver', 'வெள்ளி'),
	('Gold', 'தங்கம்'),
	('Platinum', 'பிளாட்டினம்'),
	('Assisted Elite', 'உதவியுடன் சிறப்புத் திட்டம்')
) AS v(name, name_ta)
WHERE lower("members_plan"."plan_name") = lower(v.name) AND "members_plan"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "mother_tongue" SET "name_ta" = v.name_ta FROM (VALUES
	('Tamil', 'தமிழ்'),
	('Telugu', 'தெலுங்கு'),
	('Kannada', 'கன்னடம்'),
	('Malayalam', 'மலையாளம்'),
	('Saurashtra', 'சௌராஷ்டிரம்'),
	('Hindi', 'இந்தி'),
	('Urdu', 'உருது'),
	('Marathi', 'மராத்தி'),
	('Gujarati', 'குஜராத்தி'),
	('Konkani', 'கொங்கணி'),
	('Tulu', 'துளு'),
	('Bengali', 'வங்காளம்'),
	('English', 'ஆங்கிலம்'),
	('Other', 'மற்றவை')
) AS v(name, name_ta)
WHERE lower("mother_tongue"."mother_tongue") = lower(v.name) AND "mother_tongue"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "occupation" SET "name_ta" = v.name_ta FROM (VALUES
	('Software Engineer', 'மென்பொருள் பொறியாளர்'),
	('Doctor', 'மருத்துவர்'),
	('Teacher', 'ஆசிரியர்'),
	('Professor', 'பேராசிரியர்'),
	('Engineer', 'பொறியாளர்'),
	('Nurse', 'செவிலியர்'),
	('Accountant', 'கணக்காளர்'),
	('Chartered Accountant', 'பட்டயக் கணக்காளர்'),
	('Bank Employee', 'வங்கி ஊழியர்'),
	('Government Employee', 'அரசு ஊழியர்'),
	('Police', 'காவல்துறை'),
	('Defence', 'பாதுகாப்புப் படை'),
	('Lawyer', 'வழக்கறிஞர்'),
	('Business', 'வணிகம்'),
	('Self Employed', 'சுயதொழில்'),
	('Farmer', 'விவசாயி'),
	('Pharmacist', 'மருந்தாளுநர்'),
	('Architect', 'கட்டடக் கலைஞர்'),
	('Sales and Marketing', 'விற்பனை மற்றும் சந்தைப்படுத்தல்'),
	('Manager', 'மேலாளர்'),
	('Clerk', 'எழுத்தர்'),
	('Driver', 'ஓட்டுநர்'),
	('Electrician', 'மின் பணியாளர்'),
	('Retired', 'ஓய்வு பெற்றவர்'),
	('Homemaker', 'இல்லத்தரசி'),
	('Not Working', 'பணியில் இல்லை'),
	('Student', 'மாணவர்'),
	('Other', 'மற்றவை')
) AS v(name, name_ta)
WHERE lower("occupation"."occupation") = lower(v.name) AND "occupation"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "payment_mode" SET "name_ta" = v.name_ta FROM (VALUES
	('Cash', 'ரொக்கம்'),
	('UPI', 'யுபிஐ'),
	('Debit Card', 'டெபிட் கார்டு'),
	('Credit Card', 'கிரெடிட் கார்டு'),
	('Net Banking', 'இணைய வங்கி'),
	('Cheque', 'காசோலை'),
	('Demand Draft', 'வரைவோலை'),
	('Bank Transfer', 'வங்கிப் பரிமாற்றம்')
) AS v(name, name_ta)
WHERE lower("payment_mode"."payment_mode") = lower(v.name) AND "payment_mode"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "profession" SET "name_ta" = v.name_ta FROM (VALUES
	('IT and Software', 'தகவல் தொழில்நுட்பம் மற்றும் மென்பொருள்'),
	('Medical and Healthcare', 'மருத்துவம் மற்றும் சுகாதாரம்'),
	('Education', 'கல்வி'),
	('Banking and Finance', 'வங்கி மற்றும் நிதி'),
	('Government and PSU', 'அரசு மற்றும் பொதுத்துறை'),
	('Defence', 'பாதுகாப்புப் படை'),
	('Legal', 'சட்டம்'),
	('Business and Trade', 'வணிகம் மற்றும் வர்த்தகம்'),
	('Agriculture', 'விவசாயம்'),
	('Engineering', 'பொறியியல்'),
	('Hospitality', 'விருந்தோம்பல்'),
	('Media', 'ஊடகம்'),
	('Other', 'மற்றவை')
) AS v(name, name_ta)
WHERE lower("profession"."profession") = lower(v.name) AND "profession"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "qualification" SET "name_ta" = v.name_ta FROM (VALUES
	('SSLC', 'பத்தாம் வகுப்பு (SSLC)'),
	('HSC', 'பன்னிரண்டாம் வகுப்பு (HSC)'),
	('Diploma', 'பட்டயப் படிப்பு'),
	('Ph.D.', 'முனைவர் பட்டம் (Ph.D.)'),
	('Other', 'மற்றவை')
) AS v(name, name_ta)
WHERE lower("qualification"."qualification") = lower(v.name) AND "qualification"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "raasi" SET "name_ta" = v.name_ta FROM (VALUES
	('Mesham', 'மேஷம்'),
	('Rishabam', 'ரிஷபம்'),
	('Mithunam', 'மிதுனம்'),
	('Kadagam', 'கடகம்'),
	('Simmam', 'சிம்மம்'),
	('Kanni', 'கன்னி'),
	('Thulam', 'துலாம்'),
	('Viruchigam', 'விருச்சிகம்'),
	('Dhanusu', 'தனுசு'),
	('Makaram', 'மகரம்'),
	('Kumbam', 'கும்பம்'),
	('Meenam', 'மீனம்')
) AS v(name, name_ta)
WHERE lower("raasi"."raasi") = lower(v.name) AND "raasi"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "star" SET "name_ta" = v.name_ta FROM (VALUES
	('Ashwini', 'அசுவினி'),
	('Bharani', 'பரணி'),
	('Karthigai', 'கார்த்திகை'),
	('Rohini', 'ரோகிணி'),
	('Mirugasirisham', 'மிருகசீரிடம்'),
	('Thiruvathirai', 'திருவாதிரை'),
	('Punarpoosam', 'புனர்பூசம்'),
	('Poosam', 'பூசம்'),
	('Ayilyam', 'ஆயில்யம்'),
	('Magam', 'மகம்'),
	('Pooram', 'பூரம்'),
	('Uthiram', 'உத்திரம்'),
	('Hastham', 'அஸ்தம்'),
	('Chithirai', 'சித்திரை'),
	('Swathi', 'சுவாதி'),
	('Visakam', 'விசாகம்'),
	('Anusham', 'அனுஷம்'),
	('Kettai', 'கேட்டை'),
	('Moolam', 'மூலம்'),
	('Pooradam', 'பூராடம்'),
	('Uthiradam', 'உத்திராடம்'),
	('Thiruvonam', 'திருவோணம்'),
	('Avittam', 'அவிட்டம்'),
	('Sadhayam', 'சதயம்'),
	('Poorattathi', 'பூரட்டாதி'),
	('Uthirattathi', 'உத்திரட்டாதி'),
	('Revathi', 'ரேவதி')
) AS v(name, name_ta)
WHERE lower("star"."star") = lower(v.name) AND "star"."name_ta" IS NULL;
--> statement-breakpoint
UPDATE "weight" SET "name_ta" = v.name_ta FROM (VALUES
	('40 Kg', '40 கி.கி.'),
	('41 Kg', '41 கி.கி.'),
	('42 Kg', '42 கி.கி.'),
	('43 Kg', '43 கி.கி.'),
	('44 Kg', '44 கி.கி.'),
	('45 Kg', '45 கி.கி.'),
	('46 Kg', '46 கி.கி.'),
	('47 Kg', '47 கி.கி.'),
	('48 Kg', '48 கி.கி.'),
	('49 Kg', '49 கி.கி.'),
	('50 Kg', '50 கி.கி.'),
	('51 Kg', '51 கி.கி.'),
	('52 Kg', '52 கி.கி.'),
	('53 Kg', '53 கி.கி.'),
	('54 Kg', '54 கி.கி.'),
	('55 Kg', '55 கி.கி.'),
	('56 Kg', '56 கி.கி.'),
	('57 Kg', '57 கி.கி.'),
	('58 Kg', '58 கி.கி.'),
	('59 Kg', '59 கி.கி.'),
	('60 Kg', '60 கி.கி.'),
	('61 Kg', '61 கி.கி.'),
	('62 Kg', '62 கி.கி.'),
	('63 Kg', '63 கி.கி.'),
	('64 Kg', '64 கி.கி.'),
	('65 Kg', '65 கி.கி.'),
	('66 Kg', '66 கி.கி.'),
	('67 Kg', '67 கி.கி.'),
	('68 Kg', '68 கி.கி.'),
	('69 Kg', '69 கி.கி.'),
	('70 Kg', '70 கி.கி.'),
	('71 Kg', '71 கி.கி.'),
	('72 Kg', '72 கி.கி.'),
	('73 Kg', '73 கி.கி.'),
	('74 Kg', '74 கி.கி.'),
	('75 Kg', '75 கி.கி.'),
	('76 Kg', '76 கி.கி.'),
	('77 Kg', '77 கி.கி.'),
	('78 Kg', '78 கி.கி.'),
	('79 Kg', '79 கி.கி.'),
	('80 Kg', '80 கி.கி.'),
	('81 Kg', '81 கி.கி.'),
	('82 Kg', '82 கி.கி.'),
	('83 Kg', '83 கி.கி.'),
	('84 Kg', '84 கி.கி.'),
	('85 Kg', '85 கி.கி.'),
	('86 Kg', '86 கி.கி.'),
	('87 Kg', '87 கி.கி.'),
	('88 Kg', '88 கி.கி.'),
	('89 Kg', '89 கி.கி.'),
	('90 Kg', '90 கி.கி.'),
	('91 Kg', '91 கி.கி.'),
	('92 Kg', '92 கி.கி.'),
	('93 Kg', '93 கி.கி.'),
	('94 Kg', '94 கி.கி.'),
	('95 Kg', '95 கி.கி.'),
	('96 Kg', '96 கி.கி.'),
	('97 Kg', '97 கி.கி.'),
	('98 Kg', '98 கி.கி.'),
	('99 Kg', '99 கி.கி.'),
	('100 Kg', '100 கி.கி.'),
	('101 Kg', '101 கி.கி.'),
	('102 Kg', '102 கி.கி.'),
	('103 Kg', '103 கி.கி.'),
	('104 Kg', '104 கி.கி.'),
	('105 Kg', '105 கி.கி.'),
	('106 Kg', '106 கி.கி.'),
	('107 Kg', '107 கி.கி.'),
	('108 Kg', '108 கி.கி.'),
	('109 Kg', '109 கி.கி.'),
	('110 Kg', '110 கி.கி.'),
	('111 Kg', '111 கி.கி.'),
	('112 Kg', '112 கி.கி.'),
	('113 Kg', '113 கி.கி.'),
	('114 Kg', '114 கி.கி.'),
	('115 Kg', '115 கி.கி.'),
	('116 Kg', '116 கி.கி.'),
	('117 Kg', '117 கி.கி.'),
	('118 Kg', '118 கி.கி.'),
	('119 Kg', '119 கி.கி.'),
	('120 Kg', '120 கி.கி.')
) AS v(name, name_ta)
WHERE lower("weight"."weight") = lower(v.name) AND "weight"."name_ta" IS NULL;
