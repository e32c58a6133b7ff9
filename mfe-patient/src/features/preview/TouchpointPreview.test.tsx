import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { mockApi, renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import type { ResolvedTouchpoint } from '@outreach/shared-contracts/core';
import { registerAreaTranslations } from '../../i18n/areaTranslations';
import { makeSummary } from '../../testing/fixtures';
import { TouchpointPreview } from './TouchpointPreview';

function spanishPage(): ResolvedTouchpoint {
  const { page } = makeSummary();
  return {
    ...page,
    language: 'es',
    landing_page: { ...page.landing_page, title: 'Su primera semana en casa' },
    chapters: [
      {
        ...page.chapters[0]!,
        title: 'Sus medicamentos',
        questions: [
          {
            key: 'q1',
            kind: 'quiz',
            prompt: '¿Cuándo toma la pastilla?',
            multiple: false,
            options: [
              { key: 'a', label: 'Por la mañana', correct: true },
              { key: 'b', label: 'Por la noche', correct: false },
            ],
          },
        ],
      },
    ],
  };
}

describe('TouchpointPreview', () => {
  beforeEach(async () => {
    await startHostI18n('en', registerAreaTranslations);
  });

  it('shows the page in its own language, scores answers as the API would, and calls nothing', async () => {
    const requests = mockApi({});
    const user = userEvent.setup();
    const before = window.location.href;
    renderWithProviders(<TouchpointPreview page={spanishPage()} branding={makeSummary().branding} />);

    expect(await screen.findByRole('heading', { name: 'Su primera semana en casa' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Empezar a ver' })).toBeInTheDocument();
    // The studio around it keeps the staff member's language.
    expect(i18next.language).toBe('en');
    expect(screen.getByText('Desde una vista previa no se envían mensajes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Empezar a ver' }));
    const quiz = await screen.findByRole('group', { name: '¿Cuándo toma la pastilla?' });
    await user.click(within(quiz).getByRole('radio', { name: 'Por la noche' }));
    await user.click(within(quiz).getByRole('button', { name: 'Revisar mi respuesta' }));
    expect(await within(quiz).findByText('No del todo.')).toBeInTheDocument();
    expect(within(quiz).getByText('No del todo.').closest('[aria-live]')).toHaveTextContent(/Por la mañana/);

    expect(requests).toHaveLength(0);
    expect(window.location.href).toBe(before);
  });
});
