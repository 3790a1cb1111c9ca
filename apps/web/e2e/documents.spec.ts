import { CareApi } from './fixtures/api';
import { demoUser } from './fixtures/demo-users';
import { expect, test } from './fixtures/test';
import { DocumentsPage, textFile } from './pages/documents-page';

test.describe('personal documents', () => {
  test('create a document, the tabs extend; 10 attachments and the 11th refused; a duplicate name refused; archive one and see the history', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    const documents = new DocumentsPage(page);
    await signInAs(demoUser('admin'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Documents' })
      .click();
    await expect(documents.heading).toBeVisible();

    await test.step('a new document has content and permission tabs; save needs a name', async () => {
      await documents.newDocument.click();
      await expectAccessible.dialog('New document');
      expect(await documents.tabNames()).toEqual(['Content', 'Permissions']);
      await expect(documents.button('Save')).toBeDisabled();
      await expect(documents.active).toBeDisabled();
      await documents.name.fill('Admission consent');
      await documents.description.fill('Signed by the guest and a family member.');
      await documents.expiration.fill('2030-06-30T12:00');
      await expect(documents.active).toBeChecked();
      await documents.tag.selectOption('Consent');
      await documents.tab('Permissions').click();
      await expectAccessible('the permission tab');
    });

    await test.step('the first save extends the tabs and selects the attachments', async () => {
      await documents.button('Save').click();
      await expect(documents.tab('Attachments (0)')).toHaveAttribute('aria-selected', 'true');
      expect(await documents.tabNames()).toEqual([
        'Content',
        'Permissions',
        'Attachments (0)',
        'History',
      ]);
      await expect(page.getByText('The document was saved.').last()).toBeVisible();
    });

    await test.step('a duplicate name is refused and not uploaded', async () => {
      await documents.upload(textFile('scan-1.txt'), 1);
      await documents.chooseAttachment(textFile('scan-1.txt', 'another file, same name'));
      const dialog = documents.alertDialog('An attachment with this name exists');
      await expect(dialog).toBeVisible();
      await expectAccessible.dialog('An attachment with this name exists');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await expect(documents.tab('Attachments (1)')).toBeVisible();
    });

    await test.step('up to 10 attachments, newest first; the 11th cannot be added', async () => {
      for (let index = 2; index <= 10; index += 1) {
        await documents.upload(textFile(`scan-${index}.txt`), index);
      }
      expect((await documents.attachmentNames()).slice(0, 3)).toEqual([
        'scan-10.txt',
        'scan-9.txt',
        'scan-8.txt',
      ]);
      await expect(documents.button('Add attachment')).toBeDisabled();
      await expect(
        documents.drawer.getByText(
          'This document has 10 attachments, the most it can have. Archive one to add another.',
        ),
      ).toBeVisible();
    });

    await test.step('view opens a new window, download saves the file; the drawer is at most 600px wide', async () => {
      const box = await documents.drawer.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(600);
      const popup = page.waitForEvent('popup');
      await documents.button('View “scan-10.txt”').click();
      const opened = await popup;
      await expect.poll(() => opened.url()).toMatch(/^blob:/);
      await opened.close();
      const download = page.waitForEvent('download');
      await documents.button('Download “scan-10.txt”').click();
      expect((await download).suggestedFilename()).toBe('scan-10.txt');
    });

    await test.step('archive one after confirming: it leaves the list, the history shows it', async () => {
      await documents.button('Archive “scan-3.txt”').click();
      const confirm = documents.alertDialog('Archive “scan-3.txt”?');
      await expectAccessible.dialog('Archive “scan-3.txt”?');
      await confirm.getByRole('button', { name: 'Archive' }).click();
      await expect(documents.tab('Attachments (9)')).toBeVisible();
      expect(await documents.attachmentNames()).not.toContain('scan-3.txt');
      await expect(documents.button('Add attachment')).toBeEnabled();
      await documents.tab('History').click();
      await expect
        .poll(() => documents.historyLines())
        .toContain('“scan-3.txt” archived by Giulia Bianchi');
      const lines = await documents.historyLines();
      expect(lines[0]).toBe('“scan-3.txt” archived by Giulia Bianchi');
      expect(lines).toContain('“scan-3.txt” added by Giulia Bianchi');
      expect(lines.filter((line) => line.includes('added by'))).toHaveLength(10);
    });

    await test.step('a later save closes the drawer; the document is listed', async () => {
      await documents.tab('Content').click();
      await documents.name.fill('Admission consent (signed)');
      await documents.button('Save').click();
      await expect(documents.drawer).toBeHidden();
      await expect(
        documents
          .section('All documents')
          .getByRole('button', { name: 'Admission consent (signed)' }),
      ).toBeVisible();
    });
  });

  test('an administrator sets a document to N for nurses and R for doctors', async ({
    page,
    request,
    startSession,
  }) => {
    const documents = new DocumentsPage(page);
    await startSession(demoUser('admin'));
    await documents.goto();
    await documents.newDocument.click();
    await documents.name.fill('Psychiatric assessment');
    await documents.tab('Permissions').click();
    await documents.permission('Nurse', 'No access').check();
    await documents.permission('Doctor', 'Read').check();
    await documents.button('Save').click();
    await expect(documents.tab('Attachments (0)')).toHaveAttribute('aria-selected', 'true');
    const id = await documents.openedId();
    const admin = await CareApi.as(request, demoUser('admin'));
    const saved = await admin.call<Record<string, unknown>>('GET', `document/${id}`);
    expect([saved.RA_NURSE, saved.RA_DOCTOR]).toEqual(['N', 'R']);
  });

  test('a role set to N gets the access-denied state, and OK closes it', async ({
    page,
    request,
    startSession,
    expectAccessible,
  }) => {
    const documents = new DocumentsPage(page);
    const admin = await CareApi.as(request, demoUser('admin'));
    const id = await admin.createDocument('Psychiatric assessment', { RA_NURSE: 'N' });
    await startSession(demoUser('nurse'));
    await documents.goto(id);
    await expectAccessible.dialog('Access denied');
    await expect(
      documents.drawer.getByText(/You are not allowed to see this document/),
    ).toBeVisible();
    await expect(documents.drawer.getByRole('tab')).toHaveCount(0);
    await expect(documents.drawer.getByRole('textbox')).toHaveCount(0);
    await expect(documents.button('Save')).toHaveCount(0);
    await documents.button('OK').click();
    await expect(documents.drawer).toBeHidden();
  });

  test('a role set to R reads the document with everything disabled', async ({
    page,
    request,
    startSession,
    expectAccessible,
  }) => {
    const documents = new DocumentsPage(page);
    const admin = await CareApi.as(request, demoUser('admin'));
    const id = await admin.createDocument('Psychiatric assessment', { RA_DOCTOR: 'R' }, [
      'assessment.txt',
    ]);
    await startSession(demoUser('doctor'));
    await documents.goto(id);
    await expectAccessible.dialog('Psychiatric assessment');
    await expect(documents.tab('Attachments (1)')).toHaveAttribute('aria-selected', 'true');
    await expect(documents.button('Add attachment')).toHaveCount(0);
    await expect(documents.button('Archive “assessment.txt”')).toHaveCount(0);
    await expect(documents.button('Download “assessment.txt”')).toBeEnabled();
    await expect(documents.button('Save')).toHaveCount(0);
    await documents.tab('Content').click();
    for (const input of [
      documents.name,
      documents.description,
      documents.expiration,
      documents.active,
      documents.tag,
    ])
      await expect(input).toBeDisabled();
    await documents.tab('Permissions').click();
    for (const radio of await documents.drawer.getByRole('radio').all())
      await expect(radio).toBeDisabled();
    await documents.button('Close').click();
    await expect(documents.drawer).toBeHidden();
  });

  test('an upload whose network drops is retried without a duplicate', async ({
    page,
    startSession,
    faults,
  }) => {
    const documents = new DocumentsPage(page);
    await startSession(demoUser('nurse'));
    await documents.goto();
    await documents.createDocument('Blood test results');
    const uploads = faults.count('**/api/document/*/attachment', 'POST');
    const dropped = await faults.dropAfterServer('**/api/document/*/attachment', {
      method: 'POST',
    });

    await test.step('the answer is lost: the upload shows as failed', async () => {
      await documents.chooseAttachment(textFile('results.txt'));
      await dropped.applied;
      await expect(documents.drawer.getByText('“results.txt” was not uploaded.')).toBeVisible();
    });

    await test.step('back online, Try again finds it arrived and does not send it twice', async () => {
      // The transport's own retries went out while offline; Try again sends nothing more.
      const sentOffline = uploads.sent;
      await faults.online();
      await documents.button('Try again').click();
      await expect(documents.tab('Attachments (1)')).toBeVisible();
      await expect(documents.drawer.getByText('“results.txt” was not uploaded.')).toBeHidden();
      expect(await documents.attachmentNames()).toEqual(['results.txt']);
      expect(uploads.sent).toBe(sentOffline);
    });
  });

  test('a first save whose answer is lost, saved again, makes one document', async ({
    page,
    startSession,
    faults,
  }) => {
    const documents = new DocumentsPage(page);
    const name = `Lost answer ${Date.now()}`;
    await startSession(demoUser('nurse'));
    await documents.goto();
    const creates = faults.count('**/api/document', 'POST');
    const dropped = await faults.dropAfterServer('**/api/document', { method: 'POST' });

    await test.step('the document is made, its answer lost: the form keeps what was typed', async () => {
      await documents.newDocument.click();
      await documents.name.fill(name);
      await documents.button('Save').click();
      await dropped.applied;
      await expect(
        page
          .getByLabel('Messages')
          .getByText('The server cannot be reached. Check the connection and try again.'),
      ).toBeVisible();
      await expect(documents.name).toHaveValue(name);
      await expect(documents.tab(/^Attachments/)).toBeHidden();
    });

    await test.step('back online, Save again gets the document made the first time', async () => {
      await faults.online();
      await documents.button('Save').click();
      await expect(documents.tab(/^Attachments/)).toHaveAttribute('aria-selected', 'true');
      await documents.button('Close the document').click();
      await expect(documents.drawer).toBeHidden();
      await expect(documents.section('All documents').getByText(name)).toHaveCount(1);
      expect(creates.sent).toBeGreaterThanOrEqual(2);
    });
  });
});
