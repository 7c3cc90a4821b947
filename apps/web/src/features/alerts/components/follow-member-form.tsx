import { FOLLOW_MESSAGES } from '@kakyere/contract/constants';
import { followMember } from '../api/member-follow-requests';
import { FollowFormFields, useFollowForm } from './follow-form-fields';

export interface FollowMemberFormProps {
  /** The Member's URL id ("kwame-mensah"). */
  personId: string;
  personName: string;
  /** The signed-in reader's address, to fill in (a verified one needs no confirmation). */
  email?: string | null | undefined;
}

/**
 * "E-mail me when this Member speaks", for a Member's page: an address (filled in for a signed-in
 * reader), and whether to get one e-mail a day. Like /subscribe, it waits for the page to be live
 * (its button is disabled until then) and answers with the server's sentence and what is left to do
 * ("Please confirm your address: we have sent a link to …").
 */
export function FollowMemberForm({ personId, personName, email }: FollowMemberFormProps) {
  const state = useFollowForm(email, (body) => followMember(personId, body));
  const headingId = `follow-${personId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {FOLLOW_MESSAGES.button}
      </h2>
      <p className="mt-1 text-sm text-slate-600">We will e-mail you after each sitting in which {personName} speaks, with links to what was said.</p>
      <FollowFormFields state={state} label={`E-mail me when ${personName} speaks`} button={FOLLOW_MESSAGES.button} />
    </section>
  );
}
