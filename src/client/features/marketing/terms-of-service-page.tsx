import { HandHeart, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/app-config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CREDITS } from '../../../shared/limits.ts';
import { LegalCallout, LegalPageLayout, type LegalSection } from './legal-page-layout.tsx';

export function TermsOfServicePage() {
  const { appName } = useAppConfig();
  useDocumentTitle('Terms of Service');

  const sections: LegalSection[] = [
    {
      id: 'crisis',
      title: 'In a crisis or emergency',
      callout: { icon: LifeBuoy, tone: 'gold' },
      content: (
        <p>
          {appName} is not an emergency service. If you or someone near you is in danger, or you are thinking about
          harming yourself, please contact your local emergency services or a crisis line immediately. When a message
          suggests a crisis, the reply will point to crisis-line resources first, but please do not wait for it.
        </p>
      ),
    },
    {
      id: 'acceptance',
      title: 'Agreeing to these terms',
      content: (
        <>
          <p>
            These terms are an agreement between you and the operator of this site — the church, ministry or person who
            runs it, called “we” below. By creating an account or using {appName}, you accept these terms and our{' '}
            <Link to="/privacy-policy">privacy policy</Link>. If you do not agree, please do not use the service.
          </p>
          <p>You must be at least 13 years old to use {appName}.</p>
        </>
      ),
    },
    {
      id: 'the-service',
      title: 'The service',
      content: (
        <p>
          {appName} lets you talk with a Bible-grounded pastoral assistant, read and search the Bible in several
          translations, keep favourite messages and verses, bookmarks and your chat history, listen to replies and dictate
          your messages. Replies are written by an AI model chosen by the operator or, if none is connected, by a built-in
          Scripture responder that answers from the Bible text. Some features, such as spoken replies, are available only
          where the operator has set them up.
        </p>
      ),
    },
    {
      id: 'mistakes',
      title: 'The assistant can make mistakes',
      content: (
        <>
          <p>
            Replies are generated automatically. Although every Scripture reference is checked against the Bible text, a
            reply can still misunderstand your question, apply a verse poorly or simply be wrong.
          </p>
          <p>
            Please read the passages for yourself, in context, and test what you read by Scripture — “Prove all things;
            hold fast that which is good” (1 Thessalonians 5:21). Do not rely on a reply for any decision about your
            health, safety, money or legal affairs.
          </p>
        </>
      ),
    },
    {
      id: 'your-account',
      title: 'Your account',
      content: (
        <ul>
          <li>Give accurate details when you register, and keep your e-mail address up to date.</li>
          <li>
            Keep your password to yourself and choose one you do not use elsewhere. You are responsible for what happens
            under your account.
          </li>
          <li>
            Tell the operator straight away if you think someone else has used your account. For your safety, you are
            signed out after a period of inactivity.
          </li>
        </ul>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      content: (
        <>
          <p>Please use {appName} in the spirit in which it is offered. You must not:</p>
          <ul>
            <li>abuse, harass or threaten anyone, or use the service to harm others;</li>
            <li>try to get around credits, gift-code limits or rate limits, for example by creating extra accounts;</li>
            <li>scrape or harvest the service or its content by automated means;</li>
            <li>try to break into, overload or disrupt the service, or reach information that is not yours;</li>
            <li>use it for anything unlawful.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'credits',
      title: 'Credits and gift codes',
      content: (
        <ul>
          <li>
            Sending a message uses one credit. New accounts start with {CREDITS.newUserTotal} credits, and a free
            credit is added each day.
          </li>
          <li>You can earn more credits by watching an ad or by redeeming a gift code.</li>
          <li>Each gift code can be redeemed only once per person.</li>
          <li>
            Credits have no cash value. They cannot be bought back, exchanged for money or transferred to anyone else.
          </li>
          <li>The operator may change how credits work, including the daily free credit, at any time.</li>
        </ul>
      ),
    },
    {
      id: 'your-content',
      title: 'What you write',
      content: (
        <>
          <p>
            What you write stays yours. By using {appName}, you allow the operator to store and process it only as
            needed to provide the service to you — for example, to save your conversations and, where an AI model is
            connected, to send your message to it so that a reply can be written. The{' '}
            <Link to="/privacy-policy">privacy policy</Link> explains this in detail.
          </p>
          <p>
            Replies are provided for your personal use. You are welcome to share them, but please remember the
            disclaimer above when you do.
          </p>
        </>
      ),
    },
    {
      id: 'bible-texts',
      title: 'Bible texts',
      content: (
        <p>
          The Bible translations offered here are in the public domain, so you are free to read, quote and share them. (In
          the United Kingdom, printing of the King James Version remains under Crown letters patent; quoting it is
          unaffected.)
        </p>
      ),
    },
    {
      id: 'availability',
      title: 'Availability and changes',
      content: (
        <p>
          We try to keep {appName} running smoothly, but we cannot promise it will always be available, uninterrupted or
          free of errors. We may change, pause or stop features — including the AI model, the voice service and the way
          credits work — at any time.
        </p>
      ),
    },
    {
      id: 'ending',
      title: 'Ending your use',
      content: (
        <>
          <p>
            You may stop using {appName} whenever you wish, and you can delete your account from your account settings.
            Deleting it removes your conversations, favourites, bookmarks, credits and stored audio.
          </p>
          <p>
            We may suspend or close an account that breaks these terms, or where we need to protect other people or the
            service. Unused credits end with the account.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      content: (
        <>
          <p>
            {appName} is provided “as is” and “as available”. As far as the law allows, we give no
            warranties about it, and we are not liable for any loss or harm arising from your use of the service or from
            relying on a reply — including decisions you make after reading one.
          </p>
          <p>
            Nothing in these terms limits any liability that cannot lawfully be limited, or takes away rights you have as
            a consumer.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      content: (
        <p>
          We may update these terms from time to time. When we do, we will change the date at the top of this page, and
          if a change is significant we will let you know. Continuing to use {appName} after a change means you accept
          the updated terms.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      content: (
        <p>
          If you have a question about these terms, please contact the operator of this site — the church, ministry or
          person who runs it.
        </p>
      ),
    },
  ];

  return (
    <LegalPageLayout
      eyebrow="Terms"
      title="Terms of Service"
      lead={
        <p>
          Thank you for using {appName}. These terms explain what you can expect from the service and what we ask of you
          in return. We have tried to keep them short and plain.
        </p>
      }
      notice={
        <LegalCallout id="guidance-disclaimer" title="Please read this first" icon={HandHeart}>
          <p>
            <strong>
              The guidance offered by {appName} is for inspiration only. It is no replacement for a relationship with God,
              the Word of God, and professional pastoral care.
            </strong>
          </p>
          <p>
            It is not professional counselling, and it is not medical, legal or financial advice. For those, please speak
            to a qualified person who knows your situation.
          </p>
        </LegalCallout>
      }
      sections={sections}
      showContents
    />
  );
}
