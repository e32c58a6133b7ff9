import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { gate, mockApi, refusal, renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import type { RouteName, UnsubscribePage } from '@outreach/shared-contracts/core';
import type { RecordedRequest } from '@outreach/shared-ui/testing';
import { PatientApp } from '../../app/PatientApp';
import { registerAreaTranslations } from '../../i18n/areaTranslations';

const KEY = '0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f';
const SIGNATURE = 'S'.repeat(40) + '_-9';
const TOKEN = `${KEY}.${SIGNATURE}`;

function makePage(overrides: Partial<UnsubscribePage> = {}): UnsubscribePage {
  return {
    tenant_name: 'Demo Health',
    language: 'en',
    right_to_left: false,
    branding: { primary_color: '#1d4f91', logo_url: null },
    email_stopped: false,
    ...overrides,
  };
}

const callsTo = (requests: RecordedRequest[], route: RouteName) =>
  requests.filter((request) => request.route === route);

function renderPage() {
  window.history.pushState({}, '', `/u/${KEY}/${SIGNATURE}`);
  return renderWithProviders(<PatientApp />);
}

describe('the unsubscribe page', () => {
  beforeEach(async () => {
    await startHostI18n('en', registerAreaTranslations);
  });

  it('asks with the tenant’s name, and one press from the keyboard unsubscribes', async () => {
    const sent = gate();
    const requests = mockApi({
      getUnsubscribe: { body: makePage() },
      unsubscribe: { body: { unsubscribed: true }, gate: sent.promise },
    });
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // The tenant's name stands isolated in the sentence (its own direction), the sentence whole.
    expect(await screen.findByRole('heading', { level: 1, name: /^Stop e-mails from/ })).toHaveTextContent(
      'Stop e-mails from Demo Health?',
    );
    expect(screen.getByText(/by e-mail and by text message/)).toBeInTheDocument();
    expect(callsTo(requests, 'getUnsubscribe')[0]?.params).toEqual({ token: TOKEN });

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop e-mails' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // While it is sent the button says so and a second press sends nothing more.
    const busy = screen.getByRole('button', { name: 'Stopping…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    sent.release();

    const done = await screen.findByRole('heading', { name: 'You are unsubscribed' });
    expect(done).toHaveFocus();
    expect(screen.getByText(/will no longer send you e-mails/)).toHaveTextContent(
      /^Demo Health will no longer send you e-mails/,
    );
    expect(screen.queryByRole('button', { name: /Stop/ })).not.toBeInTheDocument();
    const posts = callsTo(requests, 'unsubscribe');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.params).toEqual({ token: TOKEN });
    expect(posts[0]?.bytes).toHaveLength(0);
  });

  it('says so when e-mail already stopped, without offering the button', async () => {
    const logo = 'https://media.test/logo.png?sig=1';
    const requests = mockApi({
      getUnsubscribe: {
        body: makePage({ email_stopped: true, branding: { primary_color: '#1d4f91', logo_url: logo } }),
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You are already unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', logo);
    expect(screen.getByText(/You no longer receive e-mails from/)).toHaveTextContent(
      'You no longer receive e-mails from Demo Health through this service.',
    );
    expect(screen.queryByRole('button', { name: 'Stop e-mails' })).not.toBeInTheDocument();
    expect(callsTo(requests, 'unsubscribe')).toHaveLength(0);
  });

  it('explains a link that is not the platform’s', async () => {
    mockApi({ getUnsubscribe: refusal('NOT_FOUND') });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This unsubscribe link does not work' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop e-mails' })).not.toBeInTheDocument();
  });

  it('offers to try again when the page cannot load, and when the request fails', async () => {
    let loads = 0;
    mockApi({
      getUnsubscribe: () => {
        loads += 1;
        return loads === 1 ? { networkError: true } : { body: makePage() };
      },
      unsubscribe: refusal('INTERNAL'),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occurred while loading the data for this page.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await user.click(await screen.findByRole('button', { name: 'Stop e-mails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Stop e-mails' })).toBeInTheDocument();
  });

  it('asks in the patient’s language, right to left where it is written so', async () => {
    mockApi({ getUnsubscribe: { body: makePage({ language: 'ar', right_to_left: true }) } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: /^هل تريد إيقاف رسائل البريد الإلكتروني من/ }),
    ).toHaveTextContent('هل تريد إيقاف رسائل البريد الإلكتروني من Demo Health؟');
    // The Latin name keeps its own direction inside the Arabic question.
    expect(screen.getAllByText('Demo Health').map((name) => name.tagName)).toEqual(['BDI', 'BDI']);
    // The page switched to the patient's language; the platform's i18n sets the page's direction from it.
    expect(i18next.language).toBe('ar');
    expect(i18next.dir()).toBe('rtl');
    expect(screen.getByRole('button', { name: 'إيقاف رسائل البريد الإلكتروني' })).toBeInTheDocument();
  });
});
