import { useState, type Ref } from 'react';
import type { ResolvedTouchpoint } from '@outreach/shared-contracts/core';
import { ModalAlert } from '@outreach/shared-ui';
import { telHref } from '../../app/telHref';
import { withIsolatedValues } from '../../i18n/withIsolatedValues';
import { usePageTranslation } from './pageTranslations';
import { ButtonLink, ButtonStack, SectionTitle } from './TouchpointPage.styles';

type ActionButton = ResolvedTouchpoint['buttons'][number];

export interface ActionButtonsProps {
  buttons: readonly ActionButton[];
  /** Signed addresses of the documents, by button key (null while they load). */
  documents: ReadonlyMap<string, string> | null;
  /** The care team's number, for the redirect warning's 'Please call'. */
  contactPhone: string | null;
  /** Each press, for the metric's cta_interactions. */
  onPress: () => void;
  /** The section's heading, which the page brings into view when the patient moves on to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/**
 * The touchpoint's action buttons: a call opens the phone's dialler, a document opens through its
 * signed address, and an outside page only after the redirect warning.
 */
export function ActionButtons({ buttons, documents, contactPhone, onPress, headingRef }: ActionButtonsProps) {
  const { t } = usePageTranslation();
  const [leaving, setLeaving] = useState<ActionButton | null>(null);
  if (buttons.length === 0) return null;

  const proceed = () => {
    if (leaving) window.open(leaving.target, '_blank', 'noopener,noreferrer');
    setLeaving(null);
  };

  return (
    <section aria-label={t('actions')}>
      <SectionTitle ref={headingRef} tabIndex={-1}>
        {t('actions')}
      </SectionTitle>
      <ButtonStack>
        {buttons.map((button) => {
          if (button.kind === 'call') {
            return (
              <ButtonLink key={button.key} href={button.target} onClick={onPress}>
                {button.label}
              </ButtonLink>
            );
          }
          if (button.kind === 'document') {
            const address = documents?.get(button.key);
            return (
              <ButtonLink
                key={button.key}
                href={address ?? undefined}
                aria-disabled={address ? undefined : true}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${button.label} (${t('documentOpens')})`}
                onClick={(event) => {
                  if (!address) event.preventDefault();
                  else onPress();
                }}
              >
                {button.label}
              </ButtonLink>
            );
          }
          return (
            <ButtonLink
              key={button.key}
              href={button.target}
              rel="noopener noreferrer"
              onClick={(event) => {
                event.preventDefault();
                onPress();
                setLeaving(button);
              }}
            >
              {button.label}
            </ButtonLink>
          );
        })}
      </ButtonStack>
      <ModalAlert
        open={leaving !== null}
        title={t('redirectTitle')}
        message={
          <>
            {leaving && (
              <span>
                {withIsolatedValues((values) => t('redirectBody', values), {
                  host: <span dir="ltr">{hostOf(leaving.target)}</span>,
                })}{' '}
              </span>
            )}
            <strong>
              {contactPhone
                ? withIsolatedValues((values) => t('pleaseCall', values), {
                    // A phone number reads left to right in every language.
                    phone: (
                      <a href={telHref(contactPhone)} dir="ltr">
                        {contactPhone}
                      </a>
                    ),
                  })
                : t('pleaseCallNoPhone')}
            </strong>
          </>
        }
        primaryLabel={t('redirectContinue')}
        onPrimary={proceed}
        secondaryLabel={t('redirectCancel')}
        onSecondary={() => setLeaving(null)}
      />
    </section>
  );
}
