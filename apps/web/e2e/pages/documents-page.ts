import { expect, type Locator, type Page } from '@playwright/test';

/** A file to upload: a name and its content. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small text attachment named `name`. */
export function textFile(name: string, text = `Contents of ${name}`): UploadFile {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

/** The personal-documents page, /loggedIn/personalDocuments/, and its drawer, by role and name. */
export class DocumentsPage {
  readonly heading: Locator;
  readonly newDocument: Locator;
  /** The open document drawer. */
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Personal documents' });
    this.newDocument = page.getByRole('button', { name: 'New document' });
    this.drawer = page.getByRole('dialog');
  }

  /** Opens the page, or a document in its drawer (`?document=`; the page behind is inert). */
  async goto(documentId?: number): Promise<void> {
    if (documentId === undefined) {
      await this.page.goto('/loggedIn/personalDocuments/');
      await expect(this.heading).toBeVisible();
    } else {
      await this.page.goto(`/loggedIn/personalDocuments/?document=${documentId}`);
      await expect(this.drawer).toBeVisible();
    }
  }

  /** A section of the page: 'All documents', 'About to expire', 'Expired'. */
  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  tab(name: string | RegExp): Locator {
    return this.drawer.getByRole('tab', { name });
  }

  /** The names of the drawer's tabs, in order. */
  tabNames(): Promise<string[]> {
    return this.drawer.getByRole('tab').allTextContents();
  }

  button(name: string | RegExp): Locator {
    return this.drawer.getByRole('button', { name, exact: typeof name === 'string' });
  }

  get name(): Locator {
    return this.drawer.getByRole('textbox', { name: /^Name/ });
  }

  get description(): Locator {
    return this.drawer.getByRole('textbox', { name: 'Description' });
  }

  get expiration(): Locator {
    return this.drawer.getByLabel('Expiration');
  }

  get active(): Locator {
    return this.drawer.getByRole('switch', { name: 'Active' });
  }

  get tag(): Locator {
    return this.drawer.getByRole('combobox', { name: 'Tag' });
  }

  /** The W/R/N radio of `role` (its label, e.g. 'Nurse') on the permission tab. */
  permission(role: string, choice: 'Write' | 'Read' | 'No access'): Locator {
    return this.drawer.getByRole('group', { name: new RegExp(`^${role}`) }).getByRole('radio', {
      name: choice,
    });
  }

  /** The id of the opened document, from the address. */
  async openedId(): Promise<number> {
    await expect(this.page).toHaveURL(/[?&]document=\d+/);
    return Number(new URL(this.page.url()).searchParams.get('document'));
  }

  /** Creates a document from the open drawer's content tab; returns its id. */
  async createDocument(name: string, description = ''): Promise<number> {
    await this.newDocument.click();
    await expect(this.drawer).toBeVisible();
    await this.name.fill(name);
    if (description) await this.description.fill(description);
    await this.button('Save').click();
    await expect(this.tab(/^Attachments/)).toHaveAttribute('aria-selected', 'true');
    return this.openedId();
  }

  /** Chooses `file` through the "Add attachment" button (the browser's file chooser). */
  async chooseAttachment(file: UploadFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.button('Add attachment').click();
    await (await chooser).setFiles(file);
  }

  /** Uploads `file` and waits until the attachment tab counts `expectedCount`. */
  async upload(file: UploadFile, expectedCount: number): Promise<void> {
    await this.chooseAttachment(file);
    await expect(this.tab(`Attachments (${expectedCount})`)).toBeVisible();
  }

  /** The names of the listed (non-archived) attachments, top first. */
  attachmentNames(): Promise<string[]> {
    return this.drawer
      .getByRole('list', { name: 'Attachments' })
      .getByRole('listitem')
      .locator('p:first-child')
      .allTextContents();
  }

  /** The open alert dialog named `name`. */
  alertDialog(name: string | RegExp): Locator {
    return this.page.getByRole('alertdialog', { name });
  }

  /** The lines of the history tab, newest first. */
  historyLines(): Promise<string[]> {
    return this.drawer
      .getByRole('list', { name: 'History of the attachments' })
      .getByRole('listitem')
      .locator('p:first-child')
      .allTextContents();
  }
}
