import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './ShellPage.js';

export type BuilderStep =
  | 'Basics and channels'
  | 'Landing page'
  | 'E-mail and SMS'
  | 'Video chapters and questions'
  | 'Survey'
  | 'Buttons and documents'
  | 'Languages'
  | 'Review and publish';

/** The studio's builder at /create: the campaign and touchpoint pickers, then the step editor. */
export class BuilderPage {
  readonly main: Locator;
  readonly steps: Locator;
  readonly checks: Locator;
  readonly saveStatus: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.steps = this.main.getByRole('navigation', { name: 'Steps of the touchpoint' });
    this.checks = this.main.getByRole('region', { name: 'Check list' });
    this.saveStatus = this.main.getByRole('status').filter({ hasText: /^(Saving…|Saved|Not saved|)$/ });
  }

  /** From the side navigation: a new campaign, then its first touchpoint, which opens the editor. */
  async start(campaign: string, touchpoint: string): Promise<void> {
    await new ShellPage(this.page).navLink('Create').click();
    const newCampaign = this.main.getByRole('region', { name: 'New campaign' });
    await newCampaign.getByRole('textbox', { name: 'Name' }).fill(campaign);
    await newCampaign.getByRole('button', { name: 'Create', exact: true }).click();
    const newTouchpoint = this.main.getByRole('region', { name: 'New touchpoint' });
    await newTouchpoint.getByRole('textbox', { name: 'Touchpoint name' }).fill(touchpoint);
    await newTouchpoint.getByRole('button', { name: 'Add touchpoint' }).click();
    await expect(this.steps).toBeVisible();
  }

  async step(name: BuilderStep): Promise<void> {
    await this.steps.getByRole('button', { name, exact: true }).click();
    await expect(this.main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }

  /** Which language the steps show and edit. */
  async writeIn(language: string): Promise<void> {
    await this.main.getByRole('combobox', { name: 'Language of the texts' }).selectOption(language);
  }

  textbox(name: string, within: Locator = this.main): Locator {
    return within.getByRole('textbox', { name, exact: true });
  }

  /** Replaces the text of a rich text field by typing, as a user would. */
  async writeRichText(name: string, text: string, within: Locator = this.main): Promise<void> {
    const editor = this.textbox(name, within);
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    await editor.pressSequentially(text);
    await expect(editor).toHaveText(text);
  }

  /**
   * Chooses a file for an upload field as a user does: its button opens the browser's file chooser,
   * which is answered with the file.
   */
  async chooseFile(label: string, path: string, within: Locator = this.main): Promise<void> {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const chooser = this.page.waitForEvent('filechooser');
    await within
      .getByRole('button', { name: new RegExp(`^(Choose a file|Replace the file) ${escaped}$`) })
      .click();
    await (await chooser).setFiles(path);
  }

  /** An item being edited (a chapter, a question, a button): a fieldset named by its legend. */
  card(legend: string | RegExp): Locator {
    return this.main.getByRole('group', { name: legend });
  }

  /** Waits until the editor has saved every edit; the check list is then the server's for them. */
  async expectSaved(): Promise<void> {
    await expect(this.main.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
      timeout: 15_000,
    });
  }

  section(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  async assignReviewer(name: string): Promise<void> {
    const reviewers = this.section('Reviewers');
    await reviewers.getByRole('combobox', { name: 'Reviewer to assign' }).selectOption({ label: name });
    await reviewers.getByRole('button', { name: 'Assign' }).click();
    await expect(reviewers.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  }
}
