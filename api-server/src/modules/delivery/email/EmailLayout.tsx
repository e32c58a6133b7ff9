import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { LanguageCode } from '@outreach/shared-contracts';
import type { EmailColours } from './emailColours.js';
import type { EmailLabels } from './emailLabels.js';
import type { PlacedBody } from './emailBody.js';

export interface EmailLayoutProps {
  language: LanguageCode;
  direction: 'ltr' | 'rtl';
  tenantName: string;
  /** The subject, as the document's title. */
  subject: string;
  colours: EmailColours;
  labels: EmailLabels;
  preheader: string;
  /** The author's body, sanitised and filled, split where the button goes. */
  body: PlacedBody;
  link: string;
  unsubscribeUrl: string;
}

const font = 'Arial, Helvetica, sans-serif';
const ink = '#1F2933';
const muted = '#52606D';

const styles = {
  body: { backgroundColor: '#F3F4F6', margin: 0, padding: '16px 0', fontFamily: font },
  container: { width: '100%', maxWidth: '600px', backgroundColor: '#FFFFFF' },
  band: { padding: '20px 24px' },
  tenant: { fontSize: '20px', lineHeight: '28px', fontWeight: 700, margin: 0 },
  content: { padding: '8px 24px 24px', color: ink, fontSize: '16px', lineHeight: '24px' },
  buttonRow: { padding: '16px 0', textAlign: 'center' as const },
  button: {
    display: 'inline-block',
    maxWidth: '100%',
    boxSizing: 'border-box' as const,
    padding: '14px 28px',
    borderRadius: '6px',
    fontSize: '18px',
    lineHeight: '24px',
    fontWeight: 700,
    textDecoration: 'none',
  },
  fallback: { color: muted, fontSize: '14px', lineHeight: '20px', margin: '0 0 16px' },
  address: {
    color: ink,
    textDecoration: 'underline',
    wordBreak: 'break-all' as const,
    overflowWrap: 'anywhere' as const,
  },
  rule: { borderColor: '#E4E7EB', margin: 0 },
  footer: { padding: '12px 24px 20px' },
  footerText: { color: muted, fontSize: '12px', lineHeight: '18px', margin: 0 },
};

/**
 * A patient's e-mail: the tenant's name on a band of its colour, the author's body, the button to
 * the patient's page with its address beneath for clients that draw no button, and the unsubscribe
 * link. One column up to 600 px wide, so it fits a phone and a desktop client alike.
 */
export function EmailLayout(props: EmailLayoutProps) {
  const { colours, labels, body, link } = props;
  return (
    <Html lang={props.language} dir={props.direction}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.subject}</title>
      </Head>
      <Preview>{props.preheader}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={{ ...styles.band, backgroundColor: colours.brand }}>
            <Text style={{ ...styles.tenant, color: colours.onBrand }}>{props.tenantName}</Text>
          </Section>
          <Section style={styles.content}>
            <div dangerouslySetInnerHTML={{ __html: body.before }} />
            <Section style={styles.buttonRow}>
              <Button
                href={link}
                style={{ ...styles.button, backgroundColor: colours.brand, color: colours.onBrand }}
              >
                {labels.open}
              </Button>
            </Section>
            <Text style={styles.fallback}>
              {labels.fallback}{' '}
              <Link href={link} style={styles.address}>
                {link}
              </Link>
            </Text>
            <div dangerouslySetInnerHTML={{ __html: body.after }} />
          </Section>
          <Hr style={styles.rule} />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              <Link href={props.unsubscribeUrl} style={{ color: muted, textDecoration: 'underline' }}>
                {labels.unsubscribe}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
