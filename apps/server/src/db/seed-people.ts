import type { ArchiveCause, GuestStatus, Role } from '@care/api-client/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { DEMO_GROUPS } from './demo-accounts';
import {
  accountGroups,
  accountStatusHistory,
  customerAccounts,
  customerGroups,
  customerRoles,
  personalData,
} from './schema';

/**
 * The people of the demo facility besides the one account per role: guests in every status with
 * believable personal data, and the doctors and care assistants who look after them. Everything
 * is drawn from a fixed pseudo-random sequence, so every machine seeds the same facility.
 */

/** How many guests the demo facility has, by status (64 in all). */
export const DEMO_GUEST_COUNTS: Readonly<Record<GuestStatus, number>> = {
  A: 34,
  W: 10,
  S: 6,
  D: 9,
  R: 5,
};

/** The password of the seeded guests that have credentials (a public demo password). */
export const DEMO_GUEST_PASSWORD = 'Care-guest-2026!';

/** The password of the seeded doctors and care assistants (a public demo password). */
export const DEMO_STAFF_PASSWORD = 'Care-staff-2026!';

/** The first seeded guests of status A with credentials (they can sign in): `guest01` … `guest06`. */
export const DEMO_GUESTS_WITH_CREDENTIALS = 6;

const WOMEN = [
  'Maria',
  'Anna',
  'Giuseppina',
  'Rosa',
  'Angela',
  'Giovanna',
  'Teresa',
  'Lucia',
  'Carmela',
  'Caterina',
  'Francesca',
  'Antonietta',
  'Elena',
  'Luisa',
  'Adriana',
  'Bruna',
  'Vittoria',
  'Graziella',
  'Liliana',
  'Franca',
  'Rita',
  'Silvana',
  'Marisa',
  'Wanda',
  'Ornella',
] as const;
const MEN = [
  'Giuseppe',
  'Giovanni',
  'Antonio',
  'Mario',
  'Francesco',
  'Luigi',
  'Angelo',
  'Vincenzo',
  'Pietro',
  'Salvatore',
  'Carlo',
  'Franco',
  'Domenico',
  'Bruno',
  'Paolo',
  'Sergio',
  'Renato',
  'Aldo',
  'Umberto',
  'Ettore',
  'Gino',
  'Lino',
  'Arturo',
  'Enzo',
  'Dario',
] as const;
const SURNAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferri',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
  'Sala',
  'De Angelis',
  'Gatti',
  'Pellegrini',
  'Palumbo',
  'Sanna',
  'Farina',
  'Rizzi',
  'Monti',
  'Cattaneo',
  'Morelli',
  'Amato',
] as const;
/** Birth places with their cadastral codes (the identifier code carries them). */
const PLACES = [
  ['Firenze', 'D612'],
  ['Prato', 'G999'],
  ['Pistoia', 'G713'],
  ['Empoli', 'D403'],
  ['Roma', 'H501'],
  ['Milano', 'F205'],
  ['Napoli', 'F839'],
  ['Bologna', 'A944'],
  ['Siena', 'I726'],
  ['Arezzo', 'A390'],
] as const;
const ALLERGIES = [
  'Penicillin',
  'Lactose intolerance',
  'Nickel',
  'Pollen (grasses)',
  'Acetylsalicylic acid',
  'Shellfish',
  'Latex',
  'Iodinated contrast media',
] as const;
/** Main diagnoses of the demo guests (the chart header, docs/behaviour/guest-chart.md#header). */
const DIAGNOSES = [
  'Type 2 diabetes mellitus',
  'Arterial hypertension',
  'Alzheimer’s disease',
  'Chronic heart failure',
  'Chronic obstructive pulmonary disease',
  'Osteoarthritis of the knee',
  'Parkinson’s disease',
  'Atrial fibrillation',
  'Chronic kidney disease, stage 3',
  'Osteoporosis',
] as const;
const DIETS = ['normal', 'diabetic', 'soft', 'lowSalt', 'glutenFree'] as const;
const RELATIONS = ['daughter', 'son', 'niece', 'nephew', 'spouse', 'guardian'] as const;
const DISMISS_CAUSES: readonly ArchiveCause[] = [
  'volontaryDismissal',
  'death',
  'domicileDismissal',
  'transferToAnotherStructure',
  'transferToSameStructure',
];

/** Doctors and care assistants of the facility, besides the demo `doctor` and `oss`. */
const STAFF: readonly { username: string; role: Role; name: string; surname: string }[] = [
  { username: 'dr.ferretti', role: 'RA_DOCTOR', name: 'Paola', surname: 'Ferretti' },
  { username: 'dr.santini', role: 'RA_DOCTOR', name: 'Stefano', surname: 'Santini' },
  { username: 'dr.orlandi', role: 'RA_DOCTOR', name: 'Elisa', surname: 'Orlandi' },
  { username: 'oss.cirillo', role: 'RA_OSS', name: 'Simona', surname: 'Cirillo' },
  { username: 'oss.bellini', role: 'RA_OSS', name: 'Davide', surname: 'Bellini' },
  { username: 'oss.fumagalli', role: 'RA_OSS', name: 'Irene', surname: 'Fumagalli' },
  { username: 'oss.pace', role: 'RA_OSS', name: 'Matteo', surname: 'Pace' },
];

/** A small deterministic pseudo-random generator (mulberry32). */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const ODD: Record<string, number> = Object.fromEntries(
  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    .map((value, i) => [String.fromCharCode(65 + i), value] as const)
    .concat([1, 0, 5, 7, 9, 13, 15, 17, 19, 21].map((value, i) => [String(i), value] as const)),
);
const MONTHS = 'ABCDEHLMPRST';

function letters(text: string) {
  const upper = text
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return {
    consonants: upper.replace(/[AEIOU]/g, ''),
    vowels: upper.replace(/[^AEIOU]/g, ''),
  };
}

/**
 * The Italian fiscal code (codice fiscale) of a person, with its check character: what the
 * facility records as the identifier code.
 */
export function fiscalCode(
  surname: string,
  name: string,
  birthDate: string,
  female: boolean,
  place: string,
): string {
  const s = letters(surname);
  const n = letters(name);
  const surnamePart = `${s.consonants}${s.vowels}XXX`.slice(0, 3);
  const namePart =
    n.consonants.length >= 4
      ? `${n.consonants[0]}${n.consonants[2]}${n.consonants[3]}`
      : `${n.consonants}${n.vowels}XXX`.slice(0, 3);
  const [year = '', month = '', day = ''] = birthDate.split('-');
  const dayPart = String(Number(day) + (female ? 40 : 0)).padStart(2, '0');
  const base = `${surnamePart}${namePart}${year.slice(2)}${MONTHS[Number(month) - 1]}${dayPart}${place}`;
  let sum = 0;
  [...base].forEach((char, i) => {
    sum +=
      i % 2 === 0 ? (ODD[char] ?? 0) : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
  });
  return base + String.fromCharCode(65 + (sum % 26));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** One generated guest: the account, the personal data and the history to insert. */
export interface GeneratedGuest {
  username: string;
  status: GuestStatus;
  name: string;
  surname: string;
  email: string | null;
  identifierCode: string;
  details: Record<string, string>;
  /** Most important first; none for guests who never came (W, R). */
  mainDiagnoses: string[];
  floor: 0 | 1;
  history: { from: GuestStatus | null; to: GuestStatus; cause: string | null; date: string }[];
}

/**
 * Generates `counts` guests from `seed`, usernames `{prefix}01`…; identifier codes are unique
 * among them (and never equal to one in `taken`).
 */
export function generateGuests(
  counts: Readonly<Record<GuestStatus, number>>,
  options: { seed: number; prefix: string; today: Date; taken?: ReadonlySet<string> },
): GeneratedGuest[] {
  const random = randomFrom(options.seed);
  // A generator of its own, so the diagnoses leave every other generated value as it was.
  const clinical = randomFrom(options.seed + 1);
  const codes = new Set(options.taken ?? []);
  const statuses = (Object.entries(counts) as [GuestStatus, number][]).flatMap(([status, n]) =>
    Array.from({ length: n }, () => status),
  );
  const width = Math.max(2, String(statuses.length).length);
  const todayMs = Date.UTC(
    options.today.getUTCFullYear(),
    options.today.getUTCMonth(),
    options.today.getUTCDate(),
  );
  const day = 24 * 60 * 60_000;
  return statuses.map((status, index) => {
    const female = random.next() < 0.65;
    const name = random.pick(female ? WOMEN : MEN);
    const surname = random.pick(SURNAMES);
    const [birthPlace, placeCode] = random.pick(PLACES);
    let birthDate = '';
    let identifierCode = '';
    do {
      birthDate = `${random.int(1926, 1950)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
      identifierCode = fiscalCode(surname, name, birthDate, female, placeCode);
    } while (codes.has(identifierCode));
    codes.add(identifierCode);
    const floor = random.next() < 0.5 ? 0 : 1;
    const room = `${floor + 1}${String(random.int(1, 24)).padStart(2, '0')}`;
    const registered = todayMs - random.int(60, 2500) * day;
    const admitted = registered + random.int(7, 50) * day;
    const contactSurname = random.next() < 0.7 ? surname : random.pick(SURNAMES);
    const contactName = random.pick(random.next() < 0.5 ? WOMEN : MEN);
    const slug = (text: string) =>
      text
        .normalize('NFD')
        .toLowerCase()
        .replace(/[^a-z]/g, '');
    const details: Record<string, string> = {
      gender: female ? 'F' : 'M',
      birthDate,
      birthPlace,
      contactName: `${contactName} ${contactSurname}`,
      contactRelation: random.pick(RELATIONS),
      contactPhone: `+39 3${random.int(20, 49)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      diet: random.pick(DIETS),
    };
    if (random.next() < 0.3) details.allergies = random.pick(ALLERGIES);
    const history: GeneratedGuest['history'] = [
      { from: null, to: 'W', cause: 'registered', date: iso(new Date(registered)) },
    ];
    if (status !== 'W' && status !== 'R') {
      details.room = room;
      details.admissionDate = iso(new Date(admitted));
      history.push({ from: 'W', to: 'A', cause: 'admitted', date: iso(new Date(admitted)) });
    }
    const later = iso(new Date(Math.min(todayMs, admitted + random.int(30, 400) * day)));
    if (status === 'S') history.push({ from: 'A', to: 'S', cause: 'suspended', date: later });
    if (status === 'D') {
      history.push({ from: 'A', to: 'D', cause: random.pick(DISMISS_CAUSES), date: later });
    }
    if (status === 'R') {
      history.push({ from: 'W', to: 'R', cause: 'rejected', date: iso(new Date(admitted)) });
    }
    return {
      username: `${options.prefix}${String(index + 1).padStart(width, '0')}`,
      status,
      name,
      surname,
      email:
        random.next() < 0.6 ? `${slug(name)}.${slug(surname)}${index + 1}@famiglia.test` : null,
      identifierCode,
      details,
      mainDiagnoses: mainDiagnoses(clinical, status),
      floor,
      history,
    };
  });
}

/** One to three different diagnoses, for a guest who was admitted (none while waiting). */
function mainDiagnoses(random: ReturnType<typeof randomFrom>, status: GuestStatus): string[] {
  const count = random.int(1, 3);
  if (status === 'W' || status === 'R') return [];
  const picked = new Set<string>();
  while (picked.size < count) picked.add(random.pick(DIAGNOSES));
  return [...picked];
}

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

async function groupIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: customerGroups.id, name: customerGroups.name })
    .from(customerGroups)
    .where(inArray(customerGroups.name, [...DEMO_GROUPS]));
  return DEMO_GROUPS.map((name) => rows.find((row) => row.name === name)?.id ?? 0);
}

/**
 * Inserts generated guests (accounts with the role RA_GUEST, personal data, group, history) in
 * batches; those whose username exists are skipped. Returns how many were added.
 */
export async function insertGuests(
  db: Database,
  guests: readonly GeneratedGuest[],
  passwordHashOf: (guest: GeneratedGuest, index: number) => string | null = () => null,
): Promise<number> {
  let created = 0;
  const batch = 500;
  for (let start = 0; start < guests.length; start += batch) {
    const slice = guests.slice(start, start + batch);
    created += await db.transaction(async (tx) => {
      const groups = await groupIds(tx);
      const accounts = await tx
        .insert(customerAccounts)
        .values(
          slice.map((guest, i) => {
            const passwordHash = passwordHashOf(guest, start + i);
            return {
              username: guest.username,
              status: guest.status,
              passwordHash,
              credentialGenerated: passwordHash !== null,
            };
          }),
        )
        .onConflictDoNothing()
        .returning({ id: customerAccounts.id, username: customerAccounts.username });
      if (accounts.length === 0) return 0;
      const byUsername = new Map(slice.map((guest) => [guest.username, guest]));
      const rows = accounts.flatMap((account) => {
        const guest = byUsername.get(account.username);
        return guest ? [{ account, guest }] : [];
      });
      await tx.insert(personalData).values(
        rows.map(({ account, guest }) => ({
          accountId: account.id,
          name: guest.name,
          surname: guest.surname,
          email: guest.email,
          identifierCode: guest.identifierCode,
          details: guest.details,
          mainDiagnoses: guest.mainDiagnoses,
        })),
      );
      await tx
        .insert(customerRoles)
        .values(rows.map(({ account }) => ({ accountId: account.id, role: 'RA_GUEST' as const })));
      const links = rows.flatMap(({ account, guest }) => {
        const groupId = groups[guest.floor];
        return groupId ? [{ accountId: account.id, groupId }] : [];
      });
      if (links.length > 0) await tx.insert(accountGroups).values(links).onConflictDoNothing();
      const history = rows.flatMap(({ account, guest }) =>
        guest.history.map((change) => ({
          accountId: account.id,
          fromStatus: change.from,
          toStatus: change.to,
          cause: change.cause,
          effectiveDate: change.date,
          changedAt: new Date(`${change.date}T09:00:00Z`),
          changedBy: null,
        })),
      );
      if (history.length > 0) await tx.insert(accountStatusHistory).values(history);
      return rows.length;
    });
  }
  return created;
}

async function takenCodes(db: Database): Promise<Set<string>> {
  const rows = await db.select({ code: personalData.identifierCode }).from(personalData);
  return new Set(rows.flatMap((row) => (row.code ? [row.code] : [])));
}

/**
 * Seeds the demo facility's people: 64 guests (`guest01`…`guest64`) across every status, the
 * first six admitted ones with credentials (password `DEMO_GUEST_PASSWORD`), and three doctors
 * and four care assistants (password `DEMO_STAFF_PASSWORD`). Idempotent (existing usernames are
 * left alone); an advisory lock keeps two starting instances apart. Returns how many accounts
 * were added.
 */
export async function seedPeople(db: Database, today: Date = new Date()): Promise<number> {
  const [first] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, 'guest01'))
    .limit(1);
  const [staffDone] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.username, STAFF.at(-1)?.username ?? ''))
    .limit(1);
  if (first && staffDone) return 0;
  // One hash per password, shared: hashing costs tens of milliseconds (a demo's public passwords).
  const [guestHash, staffHash] = await Promise.all([
    hashPassword(DEMO_GUEST_PASSWORD),
    hashPassword(DEMO_STAFF_PASSWORD),
  ]);
  const guests = generateGuests(DEMO_GUEST_COUNTS, {
    seed: 20_261_121,
    prefix: 'guest',
    today,
    taken: await takenCodes(db),
  });
  // The first admitted guests get a login, and so an e-mail address (for their reset mails).
  const withLogin = new Set(
    guests
      .filter((guest) => guest.status === 'A')
      .slice(0, DEMO_GUESTS_WITH_CREDENTIALS)
      .map((guest) => guest.username),
  );
  for (const guest of guests) {
    if (withLogin.has(guest.username) && guest.email === null) {
      guest.email = `${guest.username}@famiglia.test`;
    }
  }
  const created = await insertGuests(db, guests, (guest) =>
    withLogin.has(guest.username) ? guestHash : null,
  );
  // The demo guest (src/db/demo-accounts.ts) gets the details a guest of the facility has.
  await db
    .update(personalData)
    .set({
      details: {
        gender: 'F',
        birthDate: '1938-04-12',
        birthPlace: 'Firenze',
        room: '104',
        admissionDate: '2024-09-16',
        allergies: 'Penicillin',
        diet: 'soft',
        contactName: 'Laura Conti',
        contactRelation: 'daughter',
        contactPhone: '+39 347 555 0142',
      },
      mainDiagnoses: ['Type 2 diabetes mellitus', 'Arterial hypertension'],
    })
    .where(
      and(
        eq(personalData.identifierCode, 'CNTGPP38D52D612I'),
        sql`${personalData.details} = '{}'::jsonb`,
      ),
    );
  let staffCreated = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310426003)`);
    const groups = await groupIds(tx);
    for (const person of STAFF) {
      const [account] = await tx
        .insert(customerAccounts)
        .values({
          username: person.username,
          passwordHash: staffHash,
          status: 'A',
          credentialGenerated: true,
        })
        .onConflictDoNothing()
        .returning({ id: customerAccounts.id });
      if (!account) continue;
      staffCreated += 1;
      await tx.insert(personalData).values({
        accountId: account.id,
        name: person.name,
        surname: person.surname,
        email: `${person.username.replace(/^(dr|oss)\./, '')}@casaserena.test`,
        details: { phone: `+39 055 ${4000000 + account.id * 37}` },
      });
      await tx.insert(customerRoles).values({ accountId: account.id, role: person.role });
      const links = groups
        .filter((id) => id > 0)
        .map((groupId) => ({ accountId: account.id, groupId }));
      if (links.length > 0) await tx.insert(accountGroups).values(links).onConflictDoNothing();
    }
  });
  await assignAttendingDoctors(db);
  return created + staffCreated;
}

/**
 * Gives each demo guest (`guest01`…, the demo `guest`) without one an attending doctor, taking
 * the facility's doctors in turn.
 */
async function assignAttendingDoctors(db: Database): Promise<void> {
  const doctors = await db
    .select({ id: customerRoles.accountId })
    .from(customerRoles)
    .where(eq(customerRoles.role, 'RA_DOCTOR'))
    .orderBy(asc(customerRoles.accountId));
  if (doctors.length === 0) return;
  const ids = sql.join(
    doctors.map((doctor) => sql`${doctor.id}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${personalData} set attending_doctor_account_id =
      (array[${ids}]::integer[])[(${personalData.accountId} % ${doctors.length}::integer) + 1]
    where ${personalData.attendingDoctorAccountId} is null
      and ${personalData.accountId} in (
        select ${customerAccounts.id} from ${customerAccounts}
        join ${customerRoles} on ${customerRoles.accountId} = ${customerAccounts.id}
        where ${customerRoles.role} = 'RA_GUEST' and ${customerAccounts.username} like 'guest%')`);
}

/** The performance seed's guests (`perf00001`…): `count` of them, spread over every status. */
export async function seedPerformanceGuests(db: Database, count: number): Promise<number> {
  const share = { A: 0.6, W: 0.12, S: 0.05, D: 0.18, R: 0.05 } as const;
  const counts = { A: 0, W: 0, S: 0, D: 0, R: 0 };
  let assigned = 0;
  for (const status of ['W', 'S', 'D', 'R'] as const) {
    counts[status] = Math.floor(count * share[status]);
    assigned += counts[status];
  }
  counts.A = count - assigned;
  const guests = generateGuests(counts, {
    seed: 10_000,
    prefix: 'perf',
    today: new Date(),
    taken: await takenCodes(db),
  });
  return insertGuests(db, guests);
}
