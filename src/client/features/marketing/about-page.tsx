import { HandHeart, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/app-config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CREDITS } from '../../../shared/limits.ts';
import { LegalPageLayout, type LegalSection } from './legal-page-layout.tsx';

const TRANSLATIONS = [
  { name: 'King James Version', abbreviation: 'KJV', note: 'the Authorised Version of 1611, loved for centuries' },
  { name: 'World English Bible', abbreviation: 'WEB', note: 'a modern English update of the American Standard Version' },
  { name: 'American Standard Version', abbreviation: 'ASV', note: 'the careful, literal revision of 1901' },
  { name: 'Young’s Literal Translation', abbreviation: 'YLT', note: 'Robert Young’s word-for-word rendering' },
  { name: 'Darby Translation', abbreviation: 'Darby', note: 'John Nelson Darby’s precise nineteenth-century version' },
  { name: 'Webster’s Bible', abbreviation: 'Webster', note: 'Noah Webster’s 1833 revision of the King James text' },
] as const;

export function AboutPage() {
  const { appName } = useAppConfig();
  useDocumentTitle('About');

  const sections: LegalSection[] = [
    {
      id: 'what-it-does',
      title: 'What it does',
      content: (
        <>
          <ul>
            <li>
              <strong>Pastoral conversation.</strong> Write about whatever is on your heart and receive a caring reply
              grounded in Scripture, with the book, chapter and verse of every passage it cites.
            </li>
            <li>
              <strong>A Bible reader.</strong> Read whole chapters and search the text in several translations.
            </li>
            <li>
              <strong>Things worth keeping.</strong> Save favourite replies and verses, bookmark passages and return to
              earlier conversations in your history.
            </li>
            <li>
              <strong>Listening and dictation.</strong> Hear replies read aloud, and speak your message instead of typing
              it.
            </li>
            <li>
              <strong>Credits.</strong> Each message uses one credit. New accounts start with {CREDITS.newUserTotal}, a
              free credit is added every day, and more can be earned by watching an ad or redeeming a gift code.
            </li>
          </ul>
          <p>
            To begin, <Link to="/register">create a free account</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'who-it-is-for',
      title: 'Who it is for',
      content: (
        <>
          <p>
            {appName} is for anyone who wants to bring their life to God’s Word: believers looking for encouragement in a
            hard week, new Christians with questions they feel shy to ask, people who want to understand a passage more
            deeply, and those who are simply curious about what the Bible says.
          </p>
          <p>
            It is also a tool for churches and ministries. A congregation can offer it to its members as a place to turn
            between Sundays, alongside — never instead of — the care of its pastors and the fellowship of the church.
          </p>
        </>
      ),
    },
    {
      id: 'pastoral-approach',
      title: 'Our pastoral approach',
      content: (
        <>
          <p>
            Replies aim to sound like a kind and wise pastor: warm, patient and comforting, honest where honesty is
            needed, and always pointing back to Scripture rather than to the assistant itself.
          </p>
          <ul>
            <li>
              <strong>Grounded in the Bible.</strong> Answers are built on what Scripture says and cite the book, chapter
              and verse, so you can read the passage for yourself.
            </li>
            <li>
              <strong>Scripture above tradition.</strong> Where human tradition and the plain teaching of the Bible part
              ways, the Bible is given the final word.
            </li>
            <li>
              <strong>A gentle Pentecostal lean, with biblical balance.</strong> The assistant is open to the work of the
              Holy Spirit, to prayer for healing and to the gifts of the Spirit, while testing everything by Scripture —
              “Prove all things; hold fast that which is good” (1 Thessalonians 5:21).
            </li>
            <li>
              <strong>Clear about what it does not teach.</strong> It does not teach Catholic, Latter-day Saint (Mormon)
              or Jehovah’s Witness doctrine. Questions touching those traditions are answered respectfully, from the Bible.
            </li>
            <li>
              <strong>Personal, not generic.</strong> Replies can take account of your first name, the verses you have
              saved and the topics you have talked about recently, so that they speak to your situation.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'checked-references',
      title: 'How Scripture references are checked',
      content: (
        <>
          <p>
            Language models can sound confident while misquoting a verse or inventing a reference. So before a reply
            reaches you, every reference it contains — book, chapter and verse — is checked against the Bible text held
            on this site. That way the passages you are pointed to really exist, and you can open each one and read it
            in context.
          </p>
          <p>
            Checking that a verse exists is not the same as checking that it has been applied well. Please read the
            surrounding chapter, weigh what you read, and bring anything that troubles you to your pastor or a mature
            believer you trust.
          </p>
        </>
      ),
    },
    {
      id: 'scripture-responder',
      title: 'When no AI model is connected',
      content: (
        <p>
          {appName} does not depend on any outside service. When the people running this site have not connected an AI
          model, a built-in Scripture responder answers instead: it looks for passages in the Bible text that speak to
          what you have written and replies with those. Its answers are simpler than a full conversation, but they come
          straight from the Word, and nothing you write leaves the server.
        </p>
      ),
    },
    {
      id: 'translations',
      title: 'Bible translations',
      content: (
        <>
          <p>
            The Bible reader, search and reference checks use public-domain English translations, so they can be shared
            freely. They include:
          </p>
          <ul>
            {TRANSLATIONS.map((translation) => (
              <li key={translation.abbreviation}>
                <strong>
                  {translation.name} ({translation.abbreviation})
                </strong>{' '}
                — {translation.note}
              </li>
            ))}
          </ul>
          <p>You can switch between them in the Bible reader at any time.</p>
        </>
      ),
    },
    {
      id: 'self-hosting',
      title: 'Run by a church, a ministry or you',
      content: (
        <>
          <p>
            {appName} is software that anyone can run on their own server. Each installation is looked after by its own
            operator — usually a church, a ministry or an individual — who decides how it is set up. The operator can:
          </p>
          <ul>
            <li>
              connect an AI model of their choosing, from a hosted service to one running on their own hardware, or use
              none at all;
            </li>
            <li>turn on spoken replies using a cloud voice service or a local speech engine;</li>
            <li>choose where information is kept, and send e-mail through their own mail server;</li>
            <li>set the name this site goes by and issue gift codes for extra credits.</li>
          </ul>
          <p>
            Because of this, your conversations stay with the people who run this site rather than with a distant
            company. Our <Link to="/privacy-policy">privacy policy</Link> sets out exactly what is stored and when
            anything is sent elsewhere.
          </p>
        </>
      ),
    },
    {
      id: 'in-a-crisis',
      title: 'If you are in crisis',
      callout: { icon: LifeBuoy, tone: 'gold' },
      content: (
        <p>
          When a message suggests someone may be at risk — of self-harm, suicide or abuse — the reply puts crisis-line
          resources first. But please do not wait for a reply: if you or someone near you is in danger, contact your
          local emergency services or a crisis line straight away.
        </p>
      ),
    },
    {
      id: 'an-honest-word',
      title: 'An honest word',
      callout: { icon: HandHeart, tone: 'brand' },
      content: (
        <>
          <p>
            The guidance offered here is for inspiration only. It is no replacement for a relationship with God, the
            Word of God, or professional pastoral care. It is not counselling, medical, legal or financial advice, and
            the assistant can make mistakes.
          </p>
          <p>
            Think of {appName} as a companion on the way: something to help you pray, read and reflect, and then to send
            you back to God, to His Word and to His people. Our <Link to="/terms-of-service">terms of service</Link>{' '}
            say more.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      content: (
        <p>
          Questions about this site, your account or anything you have read here are best taken to your congregation or
          the operator of this site — the church, ministry or person who runs it. They can help with your account and
          explain how this installation is set up.
        </p>
      ),
    },
  ];

  return (
    <LegalPageLayout
      eyebrow="About"
      title={`About ${appName}`}
      lead={
        <p>
          {appName} is a warm, Bible-grounded companion for your spiritual life. You can talk with it about your
          questions, struggles and joys, read and search the Bible, and keep the verses and words that help you — all in
          one calm place, with Scripture at the centre.
        </p>
      }
      sections={sections}
    />
  );
}
