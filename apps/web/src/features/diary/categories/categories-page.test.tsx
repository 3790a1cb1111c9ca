import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { findMessageBar } from '../../../test/message-bar';
import { renderApp } from '../../../test/render-app';
import { diarySession } from '../test/diary-session';

const session = diarySession();
beforeEach(() => session.signInAs('RA_ADMIN'));

const PAGE = '/loggedIn/diaryCategories/';
const SLEEP = { id: 'sleep', termKey: 'diary.category.sleep', labels: null, active: true };
const DENTIST = { it: 'Dentista', en: 'Dentist', de: 'Zahnarzt', es: 'Dentista' };

/** The page's table of categories, once loaded. */
const table = () => screen.findByRole('table', { name: 'Categories, in display order' });
/** The row of the category named `name`. */
async function rowOf(name: string) {
  const header = await within(await table()).findByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
}
const newForm = () => screen.findByRole('form', { name: 'New category' });
const field = (form: HTMLElement, name: RegExp | string) =>
  within(form).getByRole('textbox', { name });

describe('the diary categories screen', () => {
  it('is in the navigation of administrators only', async () => {
    const view = renderApp('/loggedIn/', session.server);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByRole('link', { name: 'Diary categories' })).toBeVisible();
    view.unmount();

    session.signInAs('RA_NURSE');
    renderApp('/loggedIn/', session.server);
    const nurses = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nurses).findByRole('link', { name: 'Handover' });
    expect(within(nurses).queryByRole('link', { name: 'Diary categories' })).toBeNull();
  });

  it('is linked from the facility diary for administrators', async () => {
    renderApp('/loggedIn/diaryManager/', session.server);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Facility diary' });
    expect(heading).toBeVisible();
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Diary categories' });
    expect(link).toHaveAttribute('href', '/loggedIn/diaryCategories/');
  });

  it('lists the categories in display order, with their kind and use in words', async () => {
    session.diary.categories[4] = { ...SLEEP, active: false };
    session.diary.addCategory({ id: 'dental', termKey: null, labels: DENTIST, active: true });
    renderApp(PAGE, session.server);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Health',
      'Behaviour and mood',
      'Nutrition',
      'Mobility',
      'Sleep',
      'Hygiene and skin',
      'Family and social',
      'Fall or incident',
      'Activities',
      'Other',
      'Dentist',
    ]);
    expect(within(await rowOf('Sleep')).getByText('Out of use')).toBeVisible();
    expect(within(await rowOf('Dentist')).getByText('The facility’s own')).toBeVisible();
    expect(within(await rowOf('Health')).getByText('Default')).toBeVisible();
    // A default's name is a server term: it is not renamed here.
    expect(within(await rowOf('Health')).queryByRole('button', { name: /Rename/ })).toBeNull();
  });

  it('adds a category with an id derived from its name, the other languages taking it', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, session.server);
    const form = await newForm();
    await user.type(field(form, /^Name in English/), 'Dental care');
    expect(field(form, /^Id/)).toHaveValue('dentalCare');
    await user.type(field(form, 'Name in German'), 'Zahnpflege');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));

    await findMessageBar('The category “Dental care” is added.');
    expect(session.diary.writes.at(-1)).toEqual({
      route: 'addCategory',
      body: {
        id: 'dentalCare',
        labels: { it: 'Dental care', en: 'Dental care', de: 'Zahnpflege', es: 'Dental care' },
      },
    });
    expect(within(await rowOf('Dental care')).getByText('In use')).toBeVisible();
    expect(field(form, /^Name in English/)).toHaveValue('');
  });

  it('asks for the name in the current language and a valid id, sending nothing', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, session.server);
    const form = await newForm();
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(within(form).getByText('Name in English is required.')).toBeVisible();
    await user.type(field(form, /^Name in English/), 'Podiatry');
    await user.clear(field(form, /^Id/));
    await user.type(field(form, /^Id/), 'Podo-1');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(within(form).getByText(/The id takes letters and digits only/)).toBeVisible();
    expect(session.diary.writes).toEqual([]);
  });

  it('says a taken id in words and keeps what was typed', async () => {
    const user = userEvent.setup();
    session.diary.failWrite.push('E019');
    renderApp(PAGE, session.server);
    const form = await newForm();
    await user.type(field(form, /^Name in English/), 'Health');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    await findMessageBar('This value is already in use.');
    expect(field(form, /^Name in English/)).toHaveValue('Health');
  });

  it('takes a category out of use and puts it back; the last one in use is refused in words', async () => {
    const user = userEvent.setup();
    renderApp(PAGE, session.server);
    await user.click(
      within(await rowOf('Sleep')).getByRole('button', { name: 'Take out of use: Sleep' }),
    );
    await findMessageBar('“Sleep” is out of use: it is no longer offered for new entries.');
    expect(within(await rowOf('Sleep')).getByText('Out of use')).toBeVisible();
    expect(session.diary.writes.at(-1)).toEqual({
      route: 'changeCategory sleep',
      body: { active: false },
    });

    await user.click(
      within(await rowOf('Sleep')).getByRole('button', { name: 'Put back in use: Sleep' }),
    );
    await findMessageBar('“Sleep” is in use again.');
    expect(within(await rowOf('Sleep')).getByText('In use')).toBeVisible();

    session.diary.failWrite.push('E049');
    await user.click(
      within(await rowOf('Other')).getByRole('button', { name: 'Take out of use: Other' }),
    );
    await findMessageBar('At least one diary category must stay in use.');
    expect(within(await rowOf('Other')).getByText('In use')).toBeVisible();
  });

  it('renames a facility’s own category in its form, from the keyboard', async () => {
    const user = userEvent.setup();
    session.diary.addCategory({ id: 'dental', termKey: null, labels: DENTIST, active: true });
    renderApp(PAGE, session.server);
    within(await rowOf('Dentist'))
      .getByRole('button', { name: 'Rename Dentist' })
      .focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Rename “Dentist”' });
    const english = field(form, /^Name in English/);
    await waitFor(() => expect(english).toHaveFocus());
    expect(field(form, 'Name in Italian')).toHaveValue('Dentista');
    await user.clear(english);
    await user.type(english, 'Dental care{Enter}');

    await findMessageBar('The category “Dental care” is renamed.');
    expect(session.diary.writes.at(-1)).toEqual({
      route: 'changeCategory dental',
      body: { labels: { ...DENTIST, en: 'Dental care' } },
    });
    expect(await rowOf('Dental care')).toBeVisible();
    expect(await newForm()).toBeVisible();
  });
});
