import type { PolicyType } from '@kaizen/contracts';

// The first published version of each document. Later versions are published through the admin
// route and stored; this text is only inserted when a database has no version yet.

interface PolicyText {
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const INITIAL_POLICIES: Record<PolicyType, PolicyText> = {
  privacy_policy: {
    title: 'Privacy policy',
    summary: 'The first version of our privacy policy.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Kaizen is a mental-health care platform run by the organisation that hosts this service. This policy explains what personal and health information we hold about you, why, and the choices you have.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Account details: your name, email address, mobile number and password (stored only as a one-way hash).',
          'Care information: the sessions you book, questionnaires you complete and their scores, notes and documents your clinicians add, prescriptions, and your emergency or parent contact.',
          'Payments: the amount, its status and the payment provider’s reference. Card and bank details go to the payment provider, never to us.',
          'Technical information: the device and app you sign in from, so we can keep your account secure and you can sign a device out from elsewhere.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To provide your care: matching you with experts, booking and running sessions, and letting the clinicians you see follow your progress.',
          'To keep you safe: if your answers suggest you may be at risk, we show you crisis helplines and tell your care team so they can reach out.',
          'We never sell your information and never use your health information for advertising.',
        ],
      },
      {
        heading: 'Who can see it',
        paragraphs: [
          'Only you and the clinicians you have a session with can see your health records. Every time someone reads or changes your clinical records, it is logged.',
          'A partner you invite to a couple session sees that session, nothing else of yours.',
          'If an employer or another organisation sponsors your care, it sees only totals, never your sessions, answers or records.',
          'We use service providers (for example, email delivery and payments) who process information only on our instructions.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see who accessed your records, download your data, correct it, withdraw your consent and erase your account. Some records, such as prescriptions, must be kept for the period the law requires even after erasure; they are kept apart and used for nothing else.',
          'If you withdraw consent to this policy, we stop using your health information and you cannot use the app until you accept it again.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'When this policy changes, we show you what changed and ask you to accept the new version before you continue.',
        ],
      },
    ],
  },
  tnc: {
    title: 'Terms and conditions',
    summary: 'The first version of our terms.',
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          'Kaizen connects you with therapists, psychiatrists and coaches, and offers self-help tools and questionnaires. Questionnaires help you and your clinicians track how you are doing; they are not a diagnosis.',
        ],
      },
      {
        heading: 'Not an emergency service',
        paragraphs: [
          'Kaizen is not an emergency service. If you are in danger or thinking of ending your life, call the helpline or emergency number shown in the app (in India, the Tele-MANAS helpline on 14416 or emergency services on 112), or go to your nearest emergency department.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You must be 18 or older to create an account; minors use the service through a profile managed with a parent or guardian. Keep your password private and tell us if you think someone else has used your account.',
        ],
      },
      {
        heading: 'Sessions and payments',
        paragraphs: [
          'A time is held for you for 10 minutes while you pay; if you do not pay, it is released.',
          'Sessions can be moved or cancelled free of charge until 24 hours before they start, with a full refund; within 24 hours of the start a session cannot be moved and is not refunded. A session can be rescheduled at most twice.',
          'Prices are shown in Indian rupees, with the session type, before you pay.',
        ],
      },
      {
        heading: 'Respect and safety',
        paragraphs: [
          'Treat clinicians and other members with respect. Video sessions open 10 minutes before the start; do not record a session without everyone’s consent.',
          'We may suspend accounts that abuse the service or put others at risk.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'When these terms change, we show you what changed and ask you to accept the new version before you continue.',
        ],
      },
    ],
  },
};
