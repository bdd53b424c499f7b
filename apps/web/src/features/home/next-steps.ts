import type { User } from '@kaizen/contracts';

interface NextStep {
  id: 'profile' | 'mobile' | 'security';
  title: string;
  description: string;
  done: boolean;
  href: string;
  action: string;
}

/** What the user can do next, from what we know about them; done steps stay visible, ticked. */
export function nextStepsFor(
  user: User,
  links: { profile: string; changePassword: string },
): NextStep[] {
  const hasName = Boolean(user.firstname.trim() && user.lastname.trim());
  return [
    {
      id: 'profile',
      title: 'Check your details',
      description: 'Your name and email help your care team recognise and reach you.',
      done: hasName && Boolean(user.email),
      href: links.profile,
      action: 'Review profile',
    },
    {
      id: 'mobile',
      title: 'Add your mobile number',
      description: 'We use it for session reminders and to reach you if a session changes.',
      done: Boolean(user.mobile),
      href: links.profile,
      action: 'Add number',
    },
    {
      id: 'security',
      title: 'Keep your account safe',
      description: 'Choose a strong password that you do not use anywhere else.',
      done: false,
      href: links.changePassword,
      action: 'Change password',
    },
  ];
}
