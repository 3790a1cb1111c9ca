import type { PermissionMap, Role } from '@care/api-client/schemas';

/** The demo facility's groups (two floors of one residence). */
export const DEMO_GROUPS = ['Casa Serena – Piano 1', 'Casa Serena – Piano 2'] as const;
export type DemoGroup = (typeof DEMO_GROUPS)[number];

/** A demo account: one per role, printed at start-up and listed in the README. */
export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
  name: string;
  surname: string;
  email: string;
  /** Italian fiscal code (codice fiscale), with a valid check character. */
  identifierCode: string;
  groups: readonly DemoGroup[];
  /** null: the web app's default permission map applies. */
  permission: PermissionMap | null;
}

const [FLOOR_1, FLOOR_2] = DEMO_GROUPS;

/** A doctor sees clinical details of every guest but does not manage the diary or surveys. */
const DOCTOR_PERMISSION: PermissionMap = {
  diary: { alerts: true, personal: true, lastReport: true, manager: false, userDetail: true },
  monitoring: { compileAnswer: false, manager: false, userDetail: true },
  measurement: { userDetail: true, allUsers: true },
  drugs: { userDetail: true },
  medicalRecords: { userDetail: true },
  documents: { deadline: true, userDetail: true, personal: true },
};

/** A guest sees only their own diary, surveys and documents. */
const GUEST_PERMISSION: PermissionMap = {
  diary: { alerts: false, personal: true, lastReport: false, manager: false, userDetail: false },
  monitoring: { compileAnswer: true, manager: false, userDetail: false },
  measurement: { userDetail: false, allUsers: false },
  drugs: { userDetail: false },
  medicalRecords: { userDetail: false },
  documents: { deadline: false, userDetail: false, personal: true },
};

/** Demo users, one per role. Passwords are public: this is a demo facility. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    password: 'Care-admin-2026!',
    role: 'RA_ADMIN',
    name: 'Giulia',
    surname: 'Bianchi',
    email: 'giulia.bianchi@casaserena.test',
    identifierCode: 'BNCGLI78C54F205Z',
    groups: [FLOOR_1, FLOOR_2],
    permission: null,
  },
  {
    username: 'oss',
    password: 'Care-oss-2026!',
    role: 'RA_OSS',
    name: 'Marco',
    surname: 'Esposito',
    email: 'marco.esposito@casaserena.test',
    identifierCode: 'SPSMRC85L02F839M',
    groups: [FLOOR_1],
    permission: null,
  },
  {
    username: 'doctor',
    password: 'Care-doctor-2026!',
    role: 'RA_DOCTOR',
    name: 'Alessandro',
    surname: 'Ricci',
    email: 'alessandro.ricci@casaserena.test',
    identifierCode: 'RCCLSN69S23A944A',
    groups: [FLOOR_1, FLOOR_2],
    permission: DOCTOR_PERMISSION,
  },
  {
    username: 'secretary',
    password: 'Care-secretary-2026!',
    role: 'RA_SECRETARY',
    name: 'Francesca',
    surname: 'Romano',
    email: 'francesca.romano@casaserena.test',
    identifierCode: 'RMNFNC90E49H501M',
    groups: [FLOOR_1, FLOOR_2],
    permission: null,
  },
  {
    username: 'nurse',
    password: 'Care-nurse-2026!',
    role: 'RA_NURSE',
    name: 'Chiara',
    surname: 'Colombo',
    email: 'chiara.colombo@casaserena.test',
    identifierCode: 'CLMCHR87A70A794K',
    groups: [FLOOR_1],
    permission: null,
  },
  {
    username: 'assistance',
    password: 'Care-assistance-2026!',
    role: 'RA_GUEST_ASSISTANCE',
    name: 'Luca',
    surname: 'Moretti',
    email: 'luca.moretti@casaserena.test',
    identifierCode: 'MRTLCU82P17L219J',
    groups: [FLOOR_2],
    permission: null,
  },
  {
    username: 'guest',
    password: 'Care-guest-2026!',
    role: 'RA_GUEST',
    name: 'Giuseppina',
    surname: 'Conti',
    email: 'giuseppina.conti@casaserena.test',
    identifierCode: 'CNTGPP38D52D612I',
    groups: [FLOOR_1],
    permission: GUEST_PERMISSION,
  },
];
