import { sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import { db, queryRows } from '@/db/client';
import { profileReferences, termsVersionInForce } from './seed-demo';

/**
 * `total` demo members made in SQL with generate_series, for the benches at a million members
 * (`npm run bench:match` with BENCH_PROFILES=1000000 seeds in minutes, not hours). The same
 * distributions as seedDemoMembers (seed-demo.ts): half of each gender, ages 21 to 40, heights by
 * gender, 85 % verified, 40 % naming their own caste, 30 % of women wanting a taller man, 50 %
 * naming the first mother tongue; a star lies in its raasi (the pairs of the porutham table).
 * PostgreSQL's random(), seeded, so the same total gives the same members. Fewer names and texts
 * than the demo seeder: the search reads none of them. Like the demo seeder's members, they accepted
 * the terms in force when they registered, so a signed-in bench member sees their pages.
 */
export async function seedDemoMembersSql(total: number): Promise<void> {
  const { lookups, male, female, starIds, raasiIds } = await profileReferences();
  const passwordHash = await hashPassword('demo1234');
  const termsVersion = await termsVersionInForce();
  const intArray = (list: number[]) => sql.raw(`(array[${list.map((n) => Math.trunc(n)).join(',')}]::int[])`);
  const stars = intArray([...starIds.entries()].sort(([a], [b]) => a - b).map(([, id]) => id));
  const raasis = intArray([...raasiIds.entries()].sort(([a], [b]) => a - b).map(([, id]) => id));
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const pick = (list: number[], r: string) =>
    sql.raw(
      `(array[${list.map((n) => Math.trunc(n)).join(',')}]::int[])[1 + floor(${r} * ${list.length})::int]`,
    );
  // One transaction: one connection, so its temporary tables are seen by each statement.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select setseed(0.28)`);
    await tx.execute(sql`
      create temp table demo_seed on commit drop as
      select g, random() r_male, random() r_star, random() r_raasi, random() r_age, random() r_height,
        random() r_tall, random() r_tall_by, random() r_caste, random() r_verified, random() r_created,
        random() r_weight, random() r_qual, random() r_occ, random() r_income, random() r_marital,
        random() r_marital_pick, random() r_diet, random() r_pc, random() r_tongue, random() r_tongue_pick,
        random() r_dosham, random() r_lcaste, random() r_ltongue, random() r_plan, random() r_plan_pick,
        random() r_expiry, random() r_name
      from generate_series(1, ${n(total)}) g`);
    const [{ base }] = await queryRows<{ base: number }>(
      sql`select coalesce(max(id), 0)::int as base from users`,
      tx,
    );
    await tx.execute(sql`
      insert into users (id, email, password_hash, roles, activated)
      select ${n(base)} + g, 'demo' || (${n(base)} + g) || '@example.com', ${passwordHash}, '{ROLE_MEMBER}', true
      from demo_seed`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    await tx.execute(sql`
      insert into terms_acceptance (user_id, version, via)
      select ${n(base)} + g, ${termsVersion}, 'registration' from demo_seed`);
    // The star and raasi pairs that exist (a star lies in one or two raasis), numbered per star.
    await tx.execute(sql`
      create temp table demo_star on commit drop as
      select bride_star as star, bride_raasi as raasi,
        row_number() over (partition by bride_star order by bride_raasi) - 1 as k,
        count(*) over (partition by bride_star) as choices
      from (select distinct bride_star, bride_raasi from porutham) x`);
    const heights = lookups.height;
    const lastHeight = heights.length - 1;
    await tx.execute(sql`
      insert into profile (user_id, full_name, mobile, height_id, weight_id, age, qualification_id, occupation_id,
        annual_income_id, gender_id, marital_status_id, total_children, native_city, native_country, living_city,
        living_country, diet_id, physically_challenged, father_name, father_occupation_id, mother_name,
        mother_occupation_id, total_brothers, total_sisters, caste_id, kothram, mother_tongue_id, chevvai_dhosam,
        raasi_id, star_id, lfrom_age, lto_age, lcaste_id, lheight_id, lmother_tongue_id, mobile_verified,
        mobile_verified_at, members_plan_id, expiry, date)
      select ${n(base)} + g, case when is_male then 'Arun ' else 'Priya ' end || g, '+919' || lpad(g::text, 9, '0'),
        ${intArray(heights)}[1 + least(height_at, ${n(lastHeight)})], ${pick(lookups.weight, 'r_weight')}, age,
        ${pick(lookups.qualification, 'r_qual')}, ${pick(lookups.occupation, 'r_occ')}, ${pick(lookups.income, 'r_income')},
        case when is_male then ${n(male)} else ${n(female)} end,
        case when r_marital < 0.85 then ${n(lookups.marital[0])} else ${pick(lookups.marital, 'r_marital_pick')} end,
        0, 'Chennai', 'IN', 'Chennai', 'IN', ${pick(lookups.diet, 'r_diet')}, r_pc < 0.02, 'Ramasamy',
        ${pick(lookups.occupation, 'r_occ')}, 'Lakshmi', ${pick(lookups.occupation, 'r_occ')}, 0, 0, caste, null,
        case when r_tongue < 0.85 then ${n(lookups.tongue[0])} else ${pick(lookups.tongue, 'r_tongue_pick')} end,
        r_dosham < 0.2, ${raasis}[s.raasi], ${stars}[s.star],
        case when is_male then greatest(18, age - 7) else age end,
        case when is_male then age else least(99, age + 7) end,
        case when r_lcaste < 0.4 then caste end,
        case when not is_male and r_tall < 0.3
          then ${intArray(heights)}[1 + least(height_at + floor(r_tall_by * 5)::int, ${n(lastHeight)})] end,
        case when r_ltongue < 0.5 then ${n(lookups.tongue[0])} end,
        r_verified < 0.85, case when r_verified < 0.85 then created end,
        case when r_verified < 0.85 and r_plan < 0.5 then ${pick(lookups.plan, 'r_plan_pick')} end,
        case when r_verified < 0.85 then current_date + (floor(r_expiry * 426)::int - 60) end,
        created
      from (
        select *, r_male < 0.5 as is_male, 1 + floor(r_star * 27)::int as star_number, 21 + floor(r_age * 20)::int as age,
          case when r_male < 0.5 then 8 + floor(r_height * 15)::int else 2 + floor(r_height * 13)::int end as height_at,
          ${pick(lookups.caste, 'r_caste')} as caste,
          now() - (r_created * 731 * 86400) * interval '1 second' as created
        from demo_seed
      ) d
      join demo_star s on s.star = d.star_number and s.k = floor(d.r_raasi * s.choices)`);
  });
}
