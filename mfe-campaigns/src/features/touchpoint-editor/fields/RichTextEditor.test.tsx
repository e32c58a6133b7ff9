import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { englishCommon, theme } from '@outreach/shared-ui';
import { startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../../../i18n/areaTranslations';
import { RichTextEditor } from './RichTextEditor';

const REFUSED =
  "A link can go only to an https://, mailto: or tel: address, or to the patient's own link {{link}}.";

async function renderEditor(value: string) {
  await startHostI18n(
    'en',
    (instance) => instance.addResourceBundle('en', 'common', englishCommon, true, true),
    registerAreaTranslations,
  );
  const changes: string[] = [];
  render(
    <ThemeProvider theme={theme}>
      <RichTextEditor label="Body" hint="Rich text" value={value} onChange={(html) => changes.push(html)} />
    </ThemeProvider>,
  );
  return changes;
}

// ProseMirror measures the cursor to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  Range.prototype.getClientRects = () => document.createElement('span').getClientRects();
  Range.prototype.getBoundingClientRect = () => document.createElement('span').getBoundingClientRect();
});

describe('RichTextEditor', () => {
  it('refuses a link to a patient field and says why; the patient link is taken', async () => {
    const user = userEvent.setup();
    const changes = await renderEditor('<p>Call us</p>');
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.clear(address);
    await user.type(address, '{{{{first_name}}');
    await user.click(screen.getByRole('button', { name: 'Add link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(changes.some((html) => html.includes('<a'))).toBe(false);

    // A new address clears the refusal, and the patient's own link is not refused.
    await user.clear(address);
    await user.type(address, '{{{{link}}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(address).not.toHaveAttribute('aria-invalid');
    screen.getByRole('textbox', { name: 'Body' }).focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(changes.at(-1)).toContain('href="{{link}}"');
  });
});
