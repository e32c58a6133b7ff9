import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@outreach/shared-ui/testing';
import { renderEditor } from '../../testing/renderCreate';
import { makeTouchpoint } from '../../testing/touchpointFixtures';

beforeEach(() => localStorage.clear());

const address = () => screen.getByTestId('address').textContent;

describe('moving through the steps of the builder', () => {
  it('ends a step with Next, which opens the next step with the focus on its heading', async () => {
    mockApi({ getTouchpoint: { body: makeTouchpoint(5) } });
    const user = userEvent.setup();
    await renderEditor('basics');
    await screen.findByRole('heading', { level: 2, name: 'Basics and channels' });
    // The first step has nowhere to go back to.
    expect(screen.queryByRole('button', { name: /^Back:/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next: Landing page' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Landing page' });
    expect(heading).toHaveFocus();
    expect(address()).toBe('/create?campaign=11&touchpoint=5&step=landing');
    expect(screen.getByRole('button', { name: 'Landing page' })).toHaveAttribute('aria-current', 'step');
  });

  it('goes back a step from the keyboard', async () => {
    mockApi({ getTouchpoint: { body: makeTouchpoint(5) } });
    const user = userEvent.setup();
    await renderEditor('buttons');
    const back = await screen.findByRole('button', { name: 'Back: Survey' });
    expect(screen.getByRole('button', { name: 'Next: Languages' })).toBeInTheDocument();

    back.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'Survey' })).toHaveFocus();
    expect(address()).toBe('/create?campaign=11&touchpoint=5&step=survey');
  });

  it('does not move the focus when a step is opened from the step list', async () => {
    mockApi({ getTouchpoint: { body: makeTouchpoint(5) } });
    const user = userEvent.setup();
    await renderEditor('basics');
    const steps = await screen.findByRole('navigation', { name: 'Steps of the touchpoint' });
    const languages = screen.getByRole('button', { name: 'Languages' });
    expect(steps).toContainElement(languages);

    await user.click(languages);

    expect(await screen.findByRole('heading', { level: 2, name: 'Languages' })).not.toHaveFocus();
    expect(languages).toHaveFocus();
  });
});
