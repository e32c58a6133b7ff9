import { render, screen } from '@testing-library/react';
import arabic from '../features/touchpoint/locales/ar.json';
import { withIsolatedValues } from './withIsolatedValues';

/** The sentence as i18next fills it: each {{name}} replaced by its value. */
const fill = (sentence: string) => (values: Record<string, string>) =>
  sentence.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe('withIsolatedValues', () => {
  it('keeps a phone number and a title in their own direction inside an Arabic sentence', () => {
    render(
      <p dir="rtl" lang="ar">
        {withIsolatedValues(fill(arabic.pleaseCall), {
          phone: (
            <a href="tel:+6565550100" dir="ltr">
              +65 6555 0100
            </a>
          ),
        })}{' '}
        <span data-testid="title">{withIsolatedValues(fill(arabic.continue), { title: 'Over 65+' })}</span>
      </p>,
    );
    // Each value stands isolated, in its own direction: '+65' is not turned into '65+' by the Arabic.
    const phone = screen.getByRole('link', { name: '+65 6555 0100' });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.parentElement?.tagName).toBe('BDI');
    expect(screen.getByText('Over 65+').tagName).toBe('BDI');
    // The sentence itself is the translation, word for word.
    expect(screen.getByTestId('title')).toHaveTextContent(fill(arabic.continue)({ title: 'Over 65+' }));
    expect(phone.closest('p')).toHaveTextContent(fill(arabic.pleaseCall)({ phone: '+65 6555 0100' }));
  });

  it('leaves a sentence without values as it is', () => {
    render(<p>{withIsolatedValues(() => 'Go to the survey', {})}</p>);
    expect(screen.getByText('Go to the survey')).toBeInTheDocument();
  });
});
