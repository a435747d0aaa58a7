import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, type Schemas, unwrap } from '../api/client';
import { Empty, ErrorState, Loading, messageOf, QueryView } from '../ui/states';

type Contact = Schemas['Contact'];
type Candidate = Schemas['ProfileCandidate'];

/** The finder's match reasons (ProfileCandidate.reasons) in words. */
const REASONS: Record<string, string> = {
  company_current: 'works at the company now',
  company_past: 'worked at the company',
  email_domain: 'email domain',
  name_differs: 'name differs from the list',
};

function useDecision(contactId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, decision }: { candidateId: string; decision: 'confirm' | 'reject' }) => {
      const params = { path: { id: contactId, candidate_id: candidateId } };
      return unwrap(decision === 'confirm' ? api.POST('/contacts/{id}/candidates/{candidate_id}/confirm', { params }) : api.POST('/contacts/{id}/candidates/{candidate_id}/reject', { params }));
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: ['review'] }),
  });
}

function CandidateCard({ contact, candidate, decide, busy }: { contact: Contact; candidate: Candidate; decide: (decision: 'confirm' | 'reject') => void; busy: boolean }) {
  return (
    <article className="card" aria-label={`Candidate ${candidate.name}`}>
      <h3>{candidate.name}</h3>
      <p>{[candidate.title, candidate.company].filter(Boolean).join(' at ') || candidate.headline || 'No current position shown'}</p>
      <p className="muted">{candidate.location ?? 'Location unknown'}</p>
      <p>
        Match score {Math.round(candidate.score * 100)} %{candidate.reasons.length ? `: ${candidate.reasons.map((reason) => REASONS[reason] ?? reason.replace(/_/g, ' ')).join('; ')}` : ''}
      </p>
      <p>
        <a href={candidate.social_url} rel="noreferrer noopener" target="_blank">
          Open the profile
        </a>
      </p>
      {candidate.status === 'proposed' ? (
        <div className="row">
          <button type="button" onClick={() => decide('confirm')} disabled={busy} aria-label={`Confirm ${candidate.name} for ${contact.first_name} ${contact.last_name}`}>
            Confirm
          </button>
          <button type="button" className="secondary" onClick={() => decide('reject')} disabled={busy} aria-label={`Reject ${candidate.name} for ${contact.first_name} ${contact.last_name}`}>
            Reject
          </button>
        </div>
      ) : (
        <p className="muted">{candidate.status}</p>
      )}
    </article>
  );
}

/** One contact waiting for review, side by side with the profiles the finder proposed. */
function ReviewItem({ contact }: { contact: Contact }) {
  const candidates = useQuery({
    queryKey: ['review', contact.id, 'candidates'],
    queryFn: () => unwrap(api.GET('/contacts/{id}/candidates', { params: { path: { id: contact.id } } })),
  });
  const decision = useDecision(contact.id);
  return (
    <li className="card">
      <h2>
        {contact.first_name} {contact.last_name}
      </h2>
      <p>
        In your list: {contact.title || 'no title'} at {contact.company || 'no company'}
        {contact.email ? `, ${contact.email}` : ''}
      </p>
      {candidates.isPending && <Loading what="candidates" />}
      {candidates.error && <ErrorState error={candidates.error} />}
      {candidates.data && (
        <div className="side-by-side">
          {candidates.data.data.map((candidate) => (
            <CandidateCard key={candidate.id} contact={contact} candidate={candidate} busy={decision.isPending} decide={(d) => decision.mutate({ candidateId: candidate.id, decision: d })} />
          ))}
        </div>
      )}
      {decision.error && <p role="alert" className="error">{messageOf(decision.error)}</p>}
    </li>
  );
}

export function ReviewPage() {
  const pending = useQuery({
    queryKey: ['review', 'list'],
    queryFn: () => unwrap(api.GET('/contacts', { params: { query: { tracking_status: 'pending_review', page_size: 50 } } })),
  });
  return (
    <>
      <h1>Review queue</h1>
      <p className="muted">Contacts whose profile the finder could not pick with confidence. Confirm the right person to start tracking them.</p>
      <QueryView query={pending} what="the review queue">
        {(list) =>
          list.data.length === 0 ? (
            <Empty>Nothing to review. Contacts appear here when the profile finder proposes more than one likely person.</Empty>
          ) : (
            <ol className="cards" aria-label="Contacts to review">
              {list.data.map((contact) => (
                <ReviewItem key={contact.id} contact={contact} />
              ))}
            </ol>
          )
        }
      </QueryView>
    </>
  );
}
