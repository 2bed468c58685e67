import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/app-config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AI_CONTEXT, SESSION_SECURITY } from '../../../shared/limits.ts';
import { LegalPageLayout, type LegalSection } from './legal-page-layout.tsx';

const INACTIVITY_MINUTES = SESSION_SECURITY.inactivityTimeoutMs / 60_000;
const LOGIN_WINDOW_MINUTES = SESSION_SECURITY.loginFailureWindowMs / 60_000;

export function PrivacyPolicyPage() {
  const { appName } = useAppConfig();
  useDocumentTitle('Privacy Policy');

  const sections: LegalSection[] = [
    {
      id: 'who-is-responsible',
      title: 'Who is responsible for your information',
      content: (
        <>
          <p>
            {appName} is software that churches, ministries and individuals run on their own servers. The person or
            organisation that runs this site — “the operator”, or “we” in this policy — decides how it is set up and is
            responsible for the information it holds about you.
          </p>
          <p>
            This policy describes what the software stores and where it sends information. Some of it depends on choices
            the operator has made, such as which AI model or voice service to connect; where that is the case, we say so.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-store',
      title: 'What we store on the server',
      content: (
        <>
          <p>When you create an account and use {appName}, the server keeps:</p>
          <ul>
            <li>
              <strong>Your account:</strong> your name, your e-mail address, your password — stored only as a salted
              hash, never in a form anyone can read back — your gender if you choose to give it, and whether you have
              accepted the disclaimer.
            </li>
            <li>
              <strong>Your conversations:</strong> the messages you send and the replies you receive, grouped into chat
              sessions.
            </li>
            <li>
              <strong>What you keep:</strong> your favourite messages, favourite verses and Bible bookmarks, and a short
              list of recent chat topics.
            </li>
            <li>
              <strong>Your preferences:</strong> your theme, your chat bubble colours and which chat you currently have
              open.
            </li>
            <li>
              <strong>Your credits:</strong> your balance and a ledger of every change to it, the gift codes you have
              redeemed, and the ads you have watched to earn credits.
            </li>
            <li>
              <strong>Spoken replies:</strong> when you ask to hear a reply, the generated audio is saved as an MP3 file
              for that message in the operator’s storage, so it can be played again without being made afresh.
            </li>
            <li>
              <strong>Sign-in protection:</strong> counters of sign-in attempts and failures, and your sign-in sessions,
              which record your client (IP) address and your browser’s user agent.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'on-your-device',
      title: 'What is kept on your device',
      content: (
        <>
          <p>Some things are kept in your browser’s own storage rather than on the server:</p>
          <ul>
            <li>your theme, so pages open in light or dark mode straight away;</li>
            <li>the chat session you are currently in;</li>
            <li>an inactivity timer, so you can be signed out safely when you step away;</li>
            <li>
              a security log of events on this device — sign-in attempts, failures and successes, registrations,
              sign-outs and suspicious activity. Up to {SESSION_SECURITY.securityLogStored} events are kept, and the log
              is only ever stored on your device;
            </li>
            <li>favourites saved by visitors who are not signed in.</li>
          </ul>
          <p>
            A cookie keeps you signed in. It is needed for the service to work and is not used for advertising or
            tracking. You can clear everything stored on your device at any time through your browser’s settings.
          </p>
        </>
      ),
    },
    {
      id: 'shared-with-others',
      title: 'What is sent to other services',
      content: (
        <>
          <p>
            Information leaves this site only when the operator has connected one of the services below, and only what is
            needed for that service to do its job.
          </p>
          <ul>
            <li>
              <strong>An AI model provider</strong>, to write replies. With each message we send: your message; the last{' '}
              {AI_CONTEXT.historyMessages} messages of the conversation; your first name; your recent topics; up to{' '}
              {AI_CONTEXT.favouriteVerses} of your favourite verses; up to {AI_CONTEXT.bookmarkedBooks} books you have
              recently bookmarked; the time of day and season; and a short analysis of the tone of your message. The
              provider may be a hosted service or a model running on the operator’s own hardware. If no provider is
              connected, replies come from the built-in Scripture responder and nothing leaves the server.
            </li>
            <li>
              <strong>A speech provider</strong>, such as Google Cloud Text-to-Speech, OpenAI or a local speech engine:
              the text of a reply you ask to hear.
            </li>
            <li>
              <strong>An e-mail (SMTP) provider</strong>: your e-mail address and the content of the e-mail being sent,
              such as a welcome message or confirmation that your account has been deleted.
            </li>
          </ul>
          <p>
            The operator may also keep the database and audio files with a hosting provider (for example a PostgreSQL
            database or S3-compatible storage), which holds them on the operator’s behalf.
          </p>
          <p>
            Dictation uses your browser’s built-in speech recognition. Only the words you choose to send reach this site;
            depending on your browser, its maker may process the audio to turn it into text.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-never-do',
      title: 'What we never do',
      content: (
        <ul>
          <li>We do not sell your information, or share it with anyone for their own marketing.</li>
          <li>We do not use advertising trackers or third-party analytics.</li>
          <li>
            Usage and performance measurements stay in your browser: they are written to its developer console and are
            not sent anywhere.
          </li>
        </ul>
      ),
    },
    {
      id: 'why-we-use-it',
      title: 'Why we use your information',
      content: (
        <ul>
          <li>to run your account and keep it secure;</li>
          <li>to write replies that fit your conversation and your situation;</li>
          <li>to keep your favourites, bookmarks, history and preferences;</li>
          <li>to keep credits fair, including the daily free credit and one redemption of each gift code;</li>
          <li>to send the e-mails the service needs, such as a welcome and account notices.</li>
        </ul>
      ),
    },
    {
      id: 'retention-and-deletion',
      title: 'How long we keep it, and how to delete it',
      content: (
        <>
          <p>We keep your information for as long as you have an account. You stay in control of it:</p>
          <ul>
            <li>
              <strong>Conversations:</strong> you can delete any chat session from your history, which removes its
              messages.
            </li>
            <li>
              <strong>Your whole account:</strong> you can delete it from your account settings. This removes every
              record that belongs to you — account, conversations, favourites, bookmarks, preferences and credit history
              — together with your stored audio. We then send you an e-mail confirming that your account has been
              deleted.
            </li>
            <li>
              <strong>Your device:</strong> clearing this site’s data in your browser removes everything kept there.
            </li>
          </ul>
          <p>
            If the operator keeps backups, copies may remain in them until those backups are replaced. You can also ask
            the operator to see, correct or delete the information held about you.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      content: (
        <>
          <ul>
            <li>Passwords are stored only as salted hashes.</li>
            <li>The site is expected to be served over an encrypted (https) connection in production.</li>
            <li>
              Sessions end after {INACTIVITY_MINUTES} minutes of inactivity, with a warning shortly before, so an
              unattended device does not stay signed in.
            </li>
            <li>
              Sign-in attempts and other requests are rate limited: after {SESSION_SECURITY.loginFailureLimit} failed
              sign-ins, further attempts are paused for {LOGIN_WINDOW_MINUTES} minutes, and unusual patterns of activity
              are blocked.
            </li>
          </ul>
          <p>
            No system is perfectly secure, so please choose a strong password that you do not use anywhere else, and sign
            out on shared devices.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      content: (
        <p>
          {appName} is not directed at children under 13, and we do not knowingly collect their information. If you
          believe a child under 13 has created an account, please contact the operator so that it can be removed.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          If we change how your information is handled, we will update this page and the date at the top, and where a
          change is significant we will let you know. Our <Link to="/terms-of-service">terms of service</Link>{' '}
          explain the rest of how {appName} works.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      content: (
        <p>
          For any question about your information, or to use your rights over it, please contact the operator of this
          site — the church, ministry or person who runs it.
        </p>
      ),
    },
  ];

  return (
    <LegalPageLayout
      eyebrow="Privacy"
      title="Privacy Policy"
      lead={
        <p>
          What you share here is often personal: prayers, worries, questions of faith. This policy explains plainly what{' '}
          {appName} keeps, where it goes, and how you can remove it.
        </p>
      }
      notice={
        <div className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-base leading-7 text-slate-700 dark:border-brand-800 dark:bg-brand-950 dark:text-slate-200">
          <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700 dark:text-gold-300" />
          <p className="mt-0!">
            <strong>In short:</strong> your information is used to run {appName} for you and nothing else. It is never
            sold, there are no advertising trackers, and you can delete your account and everything in it whenever you
            wish.
          </p>
        </div>
      }
      sections={sections}
      showContents
    />
  );
}
