import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  BookOpen,
  CircleCheck,
  Coins,
  HandHeart,
  MessageCircleHeart,
  ShieldCheck,
  Star,
  Volume2,
} from 'lucide-react';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/app-config.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CREDITS } from '../../../shared/limits.ts';

interface Feature {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    icon: MessageCircleHeart,
    title: 'Pastoral conversation, grounded in Scripture',
    description:
      'Talk about what is on your heart and receive warm, thoughtful replies rooted in the Bible. Every book, chapter and verse a reply cites is checked against the Bible text.',
  },
  {
    icon: BookOpen,
    title: 'Read and search the Bible',
    description:
      'Read whole chapters or search for a word or phrase in several public-domain translations, including the King James Version, the World English Bible and Young’s Literal Translation.',
  },
  {
    icon: Star,
    title: 'Favourites, bookmarks and history',
    description:
      'Keep the replies and verses that speak to you, bookmark passages to come back to, and return to any earlier conversation right where you left off.',
  },
  {
    icon: Coins,
    title: 'Simple, fair credits',
    description: `Each message uses one credit. You start with ${CREDITS.newUserTotal}, receive a free credit every day, and can earn more by watching a short ad or redeeming a gift code.`,
  },
  {
    icon: Volume2,
    title: 'Listen and dictate',
    description:
      'Have a reply read aloud when you would rather listen, and speak your message instead of typing it when words come more easily out loud.',
  },
  {
    icon: ShieldCheck,
    title: 'Private and self-hostable',
    description:
      'Run by a church, a ministry or an individual on their own server. Nothing you write is sold, and there are no advertising trackers.',
  },
];

interface Step {
  title: string;
  description: string;
}

const STEPS: readonly Step[] = [
  {
    title: 'Create your free account',
    description: `Sign up with your name and e-mail address. Your account starts with ${CREDITS.newUserTotal} credits, and another free credit arrives every day.`,
  },
  {
    title: 'Share what is on your heart',
    description:
      'Ask a question, describe a struggle or simply ask for a verse for today. Type it, or say it aloud — whichever feels easier.',
  },
  {
    title: 'Receive guidance rooted in the Word',
    description:
      'Read a caring reply with Scripture references you can open and check for yourself, listen to it, and save what helps you.',
  },
];

const HIGHLIGHTS = [`${CREDITS.newUserTotal} credits to start`, 'A free credit every day', 'Private by design'] as const;

export function LandingPage() {
  const { appName } = useAppConfig();
  useDocumentTitle();

  return (
    <div>
      <Hero appName={appName} />
      <Features appName={appName} />
      <HowItWorks />
      <CareNote />
      <FinalCallToAction appName={appName} />
    </div>
  );
}

function Hero({ appName }: { appName: string }) {
  return (
    <section aria-labelledby="landing-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-linear-to-b from-brand-50 via-white to-white dark:from-brand-950 dark:via-slate-950 dark:to-slate-950"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 -z-10 size-[32rem] -translate-x-1/2 rounded-full bg-gold-300/25 blur-3xl lg:left-3/4 dark:bg-brand-600/15"
      />

      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3.5 py-1.5 text-sm font-medium text-brand-800 shadow-sm dark:border-brand-800 dark:bg-brand-950/80 dark:text-brand-100">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-500 dark:bg-gold-300" />
            A Bible-grounded pastoral companion
          </p>

          <h1
            id="landing-title"
            className="mt-6 font-serif text-4xl leading-tight font-semibold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl dark:text-white"
          >
            Comfort and guidance, <span className="text-brand-700 dark:text-gold-300">rooted in the Word</span>
          </h1>

          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-700 lg:mx-0 dark:text-slate-300">
            {appName} is a warm companion you can talk to at any hour. Bring your questions, worries and prayers, and
            receive caring answers grounded in Scripture — with every verse it cites checked against the Bible text.
          </p>

          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <ButtonLink to="/register" size="lg" className="shadow-md shadow-brand-900/15 dark:shadow-none">
              Create your free account
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to="/login" variant="secondary" size="lg">
              Sign in
            </ButtonLink>
          </div>

          <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-600 lg:justify-start dark:text-slate-300">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CircleCheck aria-hidden="true" className="size-4 text-brand-600 dark:text-gold-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative mx-auto w-full max-w-md lg:max-w-lg">
          <OpenBookIllustration />
          <figure className="relative mx-auto -mt-4 max-w-sm rounded-2xl border border-gold-300/70 bg-white/90 px-6 py-6 text-center shadow-xl shadow-brand-900/10 backdrop-blur-sm sm:px-8 dark:border-gold-500/30 dark:bg-slate-900/90 dark:shadow-black/40">
            <blockquote className="font-serif text-xl leading-relaxed text-brand-950 sm:text-2xl dark:text-brand-50">
              <p>“Thy word is a lamp unto my feet, and a light unto my path.”</p>
            </blockquote>
            <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-300">
              <cite className="font-semibold text-brand-800 not-italic dark:text-gold-300">Psalm 119:105</cite>, King James
              Version
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}

const RAY_CENTRE = { x: 200, y: 118 } as const;
const RAYS = [-165, -142, -116, -90, -64, -38, -15].map((degrees, index) => {
  const radians = (degrees * Math.PI) / 180;
  const inner = 28;
  const outer = index % 2 === 0 ? 92 : 112;
  return {
    x1: Math.round(RAY_CENTRE.x + inner * Math.cos(radians)),
    y1: Math.round(RAY_CENTRE.y + inner * Math.sin(radians)),
    x2: Math.round(RAY_CENTRE.x + outer * Math.cos(radians)),
    y2: Math.round(RAY_CENTRE.y + outer * Math.sin(radians)),
  };
});

function sparklePath(cx: number, cy: number, size: number): string {
  return `M${cx} ${cy - size}Q${cx} ${cy} ${cx + size} ${cy}Q${cx} ${cy} ${cx} ${cy + size}Q${cx} ${cy} ${cx - size} ${cy}Q${cx} ${cy} ${cx} ${cy - size}Z`;
}

const SPARKLES = [sparklePath(96, 62, 7), sparklePath(314, 78, 9), sparklePath(268, 28, 5), sparklePath(136, 22, 4)];
const LINE_OFFSETS = [0, 15, 30, 45, 60] as const;

/** An open Bible giving off light: Psalm 119:105 drawn from simple shapes. */
function OpenBookIllustration() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 400 272" className="h-auto w-full" fill="none">
      <g className="fill-gold-300 opacity-100 dark:fill-gold-300 dark:opacity-40">
        <circle cx={RAY_CENTRE.x} cy={RAY_CENTRE.y} r="118" fillOpacity="0.14" />
        <circle cx={RAY_CENTRE.x} cy={RAY_CENTRE.y} r="80" fillOpacity="0.2" />
        <circle cx={RAY_CENTRE.x} cy={RAY_CENTRE.y} r="46" fillOpacity="0.32" />
      </g>

      <g className="stroke-gold-500 dark:stroke-gold-300" strokeWidth="2.5" strokeLinecap="round" strokeOpacity="0.75">
        {RAYS.map((ray) => (
          <line key={`${ray.x2}-${ray.y2}`} x1={ray.x1} y1={ray.y1} x2={ray.x2} y2={ray.y2} />
        ))}
      </g>
      <circle cx={RAY_CENTRE.x} cy={RAY_CENTRE.y} r="15" className="fill-gold-400 dark:fill-gold-300" />
      <circle cx={RAY_CENTRE.x} cy={RAY_CENTRE.y} r="7" className="fill-white dark:fill-gold-300" fillOpacity="0.85" />

      <g className="fill-gold-400 dark:fill-gold-300">
        {SPARKLES.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>

      <path
        d="M60 150L60 250C112 240 170 246 200 266C230 246 288 240 340 250L340 150C300 142 240 148 200 162C160 148 100 142 60 150Z"
        className="fill-brand-700 dark:fill-brand-600"
      />
      <path
        d="M200 158C170 140 110 134 66 144L66 243C110 233 170 239 200 259Z"
        className="fill-brand-100 stroke-brand-200 dark:fill-slate-700 dark:stroke-slate-600"
        strokeWidth="1.5"
      />
      <path
        d="M200 158C230 140 290 134 334 144L334 243C290 233 230 239 200 259Z"
        className="fill-brand-100 stroke-brand-200 dark:fill-slate-700 dark:stroke-slate-600"
        strokeWidth="1.5"
      />
      <path
        d="M200 152C170 134 112 128 72 138L72 236C112 226 170 232 200 252Z"
        className="fill-white stroke-brand-200 dark:fill-slate-800 dark:stroke-slate-600"
        strokeWidth="1.5"
      />
      <path
        d="M200 152C230 134 288 128 328 138L328 236C288 226 230 232 200 252Z"
        className="fill-white stroke-brand-200 dark:fill-slate-800 dark:stroke-slate-600"
        strokeWidth="1.5"
      />

      <g className="stroke-brand-200 dark:stroke-slate-600" strokeWidth="3" strokeLinecap="round">
        {LINE_OFFSETS.map((k, index) =>
          index === LINE_OFFSETS.length - 1 ? (
            <g key={k}>
              <path d={`M90 ${156 + k}C108 ${150 + k} 128 ${149 + k} 148 ${151 + k}`} />
              <path d={`M216 ${166 + k}C228 ${158 + k} 245 ${154 + k} 262 ${152 + k}`} />
            </g>
          ) : (
            <g key={k}>
              <path d={`M90 ${156 + k}C120 ${147 + k} 160 ${150 + k} 184 ${166 + k}`} />
              <path d={`M216 ${166 + k}C240 ${150 + k} 280 ${147 + k} 310 ${156 + k}`} />
            </g>
          ),
        )}
      </g>
      <path d="M200 152L200 252" className="stroke-brand-300 dark:stroke-slate-500" strokeWidth="1.5" />
    </svg>
  );
}

function SectionIntro({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-gold-300">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance text-brand-950 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      <p className="mt-4 text-lg leading-8 text-pretty text-slate-700 dark:text-slate-300">{children}</p>
    </div>
  );
}

function Features({ appName }: { appName: string }) {
  return (
    <section aria-labelledby="features-title" className="bg-white pt-8 pb-20 sm:pt-10 sm:pb-24 dark:bg-slate-950">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionIntro id="features-title" eyebrow="What you will find" title="Everything gathered around the Word">
          {appName} brings conversation, the Bible itself and the things you want to keep into one quiet, unhurried
          place.
        </SectionIntro>

        <ul className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm shadow-slate-900/5 transition-shadow hover:shadow-md sm:p-7 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-gold-300 dark:ring-brand-800"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-brand-950 dark:text-white">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600 dark:text-slate-300">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section
      aria-labelledby="how-title"
      className="relative isolate overflow-hidden border-y border-brand-800 bg-brand-900 py-20 sm:py-24 dark:border-brand-900 dark:bg-brand-950"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-40 -bottom-40 -z-10 size-[28rem] rounded-full bg-gold-400/10 blur-3xl dark:bg-brand-500/10"
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase dark:text-gold-300">How it works</p>
          <h2
            id="how-title"
            className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl dark:text-white"
          >
            Three gentle steps
          </h2>
        </div>

        <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, index) => (
            <li key={step.title} className="text-center md:text-left">
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-full bg-gold-300 font-serif text-lg font-semibold text-brand-950 ring-4 ring-gold-300/20 dark:bg-gold-300 dark:text-brand-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-balance text-white dark:text-white">{step.title}</h3>
              <p className="mx-auto mt-2 max-w-sm leading-7 text-brand-100 md:mx-0 dark:text-brand-100">
                {step.description}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function CareNote() {
  return (
    <div className="bg-white px-4 pt-20 sm:px-6 sm:pt-24 lg:px-8 dark:bg-slate-950">
      <aside
        aria-labelledby="care-title"
        className="mx-auto flex max-w-3xl flex-col gap-5 rounded-2xl border border-gold-300 bg-gold-300/15 p-6 sm:flex-row sm:p-8 dark:border-gold-500/40 dark:bg-gold-500/10"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-400 text-brand-950 dark:bg-gold-300 dark:text-brand-950"
        >
          <HandHeart className="size-5" />
        </span>
        <div>
          <h2 id="care-title" className="font-serif text-xl font-semibold text-brand-950 dark:text-white">
            A companion, not a replacement
          </h2>
          <p className="mt-2 leading-7 text-slate-700 dark:text-slate-200">
            The guidance offered here is for inspiration only. It is no replacement for a relationship with God, the Word
            of God or professional pastoral care — and it is not counselling, medical or legal advice.
          </p>
          <p className="mt-3 leading-7 text-slate-700 dark:text-slate-200">
            If you are in crisis or in danger, please contact your local emergency services or a crisis line straight
            away. When a message suggests someone may be at risk, the reply puts crisis-line resources first.
          </p>
        </div>
      </aside>
    </div>
  );
}

function FinalCallToAction({ appName }: { appName: string }) {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 py-20 sm:px-6 sm:py-24 lg:px-8 dark:bg-slate-950">
      <div className="relative isolate mx-auto max-w-4xl overflow-hidden rounded-3xl border border-brand-100 bg-linear-to-br from-brand-50 via-white to-gold-300/20 px-6 py-14 text-center shadow-sm sm:px-12 sm:py-16 dark:border-brand-900 dark:from-brand-950 dark:via-slate-950 dark:to-slate-900 dark:shadow-none">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 -z-10 size-72 -translate-x-1/2 rounded-full bg-gold-300/30 blur-3xl dark:bg-gold-400/10"
        />
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-700 text-gold-300 shadow-md shadow-brand-900/20 dark:bg-brand-800 dark:text-gold-300 dark:shadow-none"
        >
          <BookOpen className="size-6" />
        </span>
        <h2
          id="cta-title"
          className="mt-6 font-serif text-3xl font-semibold tracking-tight text-balance text-brand-950 sm:text-4xl dark:text-white"
        >
          Come as you are
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-pretty text-slate-700 dark:text-slate-300">
          Whatever you are carrying today, you do not have to carry it alone. Create your free account and begin a
          conversation grounded in God’s Word.
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/register" size="lg">
            Create your free account
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" size="lg">
            Sign in
          </ButtonLink>
        </div>
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-300">
          Want to know more first? Read{' '}
          <Link
            to="/about"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white"
          >
            about {appName}
          </Link>{' '}
          and{' '}
          <Link
            to="/privacy-policy"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white"
          >
            how your information is handled
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
