/**
 * The benchmark page: 10,000 guests, shown either by the guest list's virtual list (the app's
 * GuestRow in VirtualList, with the actions a secretary sees) or by a plain Chakra table of the
 * same rows. One React root inside a mounted ChakraProvider and i18next (as in the app, where
 * both are there long before the list opens). `window.bench` mounts either and counts the DOM
 * nodes; run.mjs drives it from headless Chromium.
 */
import type { GuestRow as GuestRowData, GuestStatus } from '@care/api-client';
import { bundledResources } from '@care/i18n';
import {
  Button,
  ChakraProvider,
  createSystem,
  defaultConfig,
  defineConfig,
  Table,
} from '@chakra-ui/react';
import i18next from 'i18next';
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { GuestRow } from '../../src/features/guests/components/guest-row';
import { VirtualList } from '../../src/features/guests/components/virtual-list';
import { isBirthdayToday, statusChangesFor } from '../../src/features/guests/status-changes';

export type Library = 'care' | 'table';

const COUNT = Number(new URLSearchParams(location.search).get('count') ?? 10_000);

const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          care: {
            primary: {
              DEFAULT: { value: '#1976d2' },
              contrast: { value: '#ffffff' },
              fg: { value: '#1565c0' },
            },
            error: {
              DEFAULT: { value: '#c62828' },
              contrast: { value: '#ffffff' },
              fg: { value: '#c62828' },
            },
          },
        },
      },
    },
  }),
);

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: bundledResources.en },
  interpolation: { escapeValue: false },
});

const NAMES = ['Maria', 'Giuseppe', 'Anna', 'Luigi', 'Rosa', 'Mario', 'Teresa', 'Franco'];
const SURNAMES = ['Rossi', 'Bianchi', 'Verdi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino'];
const today = new Date();
/** The same 10,000 rows for both. */
const guests: GuestRowData[] = Array.from({ length: COUNT }, (_, index) => {
  const month = String((index % 12) + 1).padStart(2, '0');
  const day = String((index % 28) + 1).padStart(2, '0');
  return {
    personalDataId: index + 1,
    customerAccountId: index + 1001,
    name: NAMES[index % NAMES.length] ?? 'Maria',
    surname: `${SURNAMES[(index >> 3) % SURNAMES.length] ?? 'Rossi'} ${index + 1}`,
    identifierCode: `RSSMRA${String(index).padStart(5, '0')}`,
    status: 'A' as GuestStatus,
    birthDate: `19${30 + (index % 60)}-${month}-${day}`,
    allergy: index % 5 === 0,
    room: String(100 + (index % 120)),
    credentialGenerated: index % 7 === 0,
    hasPhoto: false,
  };
});

const noop = () => undefined;

function CareList() {
  return (
    <VirtualList
      count={guests.length}
      label="Guests: Admitted"
      renderRow={(index) => {
        const guest = guests[index];
        return guest ? <GuestRow guest={guest} today={today} onChange={noop} /> : null;
      }}
    />
  );
}

/** The plain Chakra table: every row, the same content (name, markers, code, room, actions). */
function PlainTable() {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea height="min(70vh, 44rem)" borderWidth="1px">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Guest</Table.ColumnHeader>
            <Table.ColumnHeader>Markers</Table.ColumnHeader>
            <Table.ColumnHeader>Identifier code</Table.ColumnHeader>
            <Table.ColumnHeader>Room</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {guests.map((guest) => {
            const name = `${guest.name} ${guest.surname}`;
            return (
              <Table.Row key={guest.personalDataId}>
                <Table.Cell fontWeight="semibold">{name}</Table.Cell>
                <Table.Cell>
                  {isBirthdayToday(guest.birthDate, today) && (
                    <span role="img" aria-label={t('guests.row.birthday')}>
                      🎂
                    </span>
                  )}
                  {guest.allergy && (
                    <span role="img" aria-label={t('guests.row.allergy')}>
                      !
                    </span>
                  )}
                </Table.Cell>
                <Table.Cell>{guest.identifierCode}</Table.Cell>
                <Table.Cell>{guest.room}</Table.Cell>
                <Table.Cell>
                  {statusChangesFor(guest.status).map((change) => (
                    <Button key={change.action} size="sm" variant="outline" me="2">
                      {t(`guests.change.${change.action}.label`)}
                    </Button>
                  ))}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

let show: (library: Library | null) => void = () => {};

function Bench() {
  const [library, setLibrary] = useState<Library | null>(null);
  useLayoutEffect(() => {
    show = setLibrary;
    window.bench = bench;
  }, []);
  if (library === 'care') return <CareList />;
  if (library === 'table') return <PlainTable />;
  return null;
}

/** Resolves after the next frame has been painted (a task after the next animation frame). */
function nextPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );
}

const host = document.getElementById('root');
if (!host) throw new Error('No #root');
createRoot(host).render(
  <ChakraProvider value={system}>
    <I18nextProvider i18n={i18next}>
      <Bench />
    </I18nextProvider>
  </ChakraProvider>,
);

declare global {
  interface Window {
    bench: typeof bench;
  }
}

const bench = {
  /** Mounts a list; resolves to the time from the render's start to the first paint after it. */
  async mount(library: Library): Promise<number> {
    await nextPaint();
    const start = performance.now();
    flushSync(() => show(library));
    return (await nextPaint()) - start;
  },
  async unmount(): Promise<void> {
    flushSync(() => show(null));
    await nextPaint();
  },
  /** The elements under the root: what the list puts in the DOM. */
  nodeCount(): number {
    return host.querySelectorAll('*').length;
  },
  /** The list's scrolling element jumps to `fraction` of its height; resolves to the time to the next paint. */
  async scrollTo(fraction: number): Promise<number> {
    const scroller =
      host.querySelector<HTMLElement>('[role="region"]') ??
      host.querySelector<HTMLElement>('[data-scope="table"][data-part="scroll-area"], div');
    if (!scroller) throw new Error('no scroller');
    const start = performance.now();
    scroller.scrollTop = fraction * (scroller.scrollHeight - scroller.clientHeight);
    scroller.dispatchEvent(new Event('scroll'));
    return (await nextPaint()) - start;
  },
  count: COUNT,
};
