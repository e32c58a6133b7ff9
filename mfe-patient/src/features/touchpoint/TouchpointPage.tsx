import { useEffect, useId, useState } from 'react';
import type { InteractionLink, InteractionSummary, LanguageCode } from '@outreach/shared-contracts/core';
import { patientCall, PatientApiError } from '../../api/patientApi';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { Body, Card, Title } from '../link/LinkUnavailablePage.styles';
import {
  ButtonLink,
  ChapterItem,
  ChapterList,
  Disclaimer,
  RichText,
  SectionTitle,
} from './TouchpointPage.styles';

export interface TouchpointPageProps {
  token: string;
  link: InteractionLink;
  /** The session ended (idle too long): the page asks for the date of birth again. */
  onSessionEnded: () => void;
}

/**
 * The touchpoint a verified patient opens: its landing page, chapters and buttons in the patient's
 * language, which follows the language switcher.
 */
export default function TouchpointPage({ token, link, onSessionEnded }: TouchpointPageProps) {
  const { t, i18n } = useAreaTranslation();
  const [summary, setSummary] = useState<InteractionSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const language = i18n.language as LanguageCode;

  useEffect(() => {
    let live = true;
    patientCall('getInteractionSummary', { id: token }, { language }).then(
      (answer) => {
        if (!live) return;
        setSummary(answer);
        setFailed(false);
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof PatientApiError && error.code === 'VERIFICATION_REQUIRED') onSessionEnded();
        else setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [token, language, onSessionEnded]);

  if (failed) return <Body role="alert">{t('loadFailed')}</Body>;
  if (!summary) return <Body role="status">{t('loading')}</Body>;
  const { page } = summary;
  return (
    <Card aria-labelledby={headingId} lang={page.language} dir={page.right_to_left ? 'rtl' : 'ltr'}>
      <Title id={headingId}>{page.landing_page.title}</Title>
      <RichText dangerouslySetInnerHTML={{ __html: page.landing_page.body_html }} />
      {page.chapters.length > 0 && (
        <section aria-label={t('page.chapters')}>
          <SectionTitle>{t('page.chapters')}</SectionTitle>
          <Body>
            {t('page.viewed', { count: summary.viewed_chapters.length, total: page.chapters.length })}
          </Body>
          <ChapterList>
            {page.chapters.map((chapter) => (
              <ChapterItem
                key={chapter.key}
                aria-current={chapter.key === summary.resume_chapter || undefined}
              >
                {chapter.title}
              </ChapterItem>
            ))}
          </ChapterList>
        </section>
      )}
      {page.buttons
        .filter((button) => button.kind === 'call')
        .map((button) => (
          <ButtonLink key={button.key} href={button.target}>
            {button.label}
          </ButtonLink>
        ))}
      {page.landing_page.show_disclaimer && link.branding.disclaimer_text && (
        <Disclaimer>{link.branding.disclaimer_text}</Disclaimer>
      )}
      {page.landing_page.show_ai_video_disclaimer && link.branding.ai_video_disclaimer && (
        <Disclaimer>{link.branding.ai_video_disclaimer}</Disclaimer>
      )}
    </Card>
  );
}
