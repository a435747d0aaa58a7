// Generated from the service's OpenAPI document by `npm run app:api-types` (openapi-typescript).
// Do not edit: test/unit/app/api-types.test.ts fails when this file is stale.
export interface paths {
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace, how this request authenticated, credits and the next refresh */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit balance, this month's usage and the monthly estimate */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credits/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Credits spent per day (checks, emails) for the usage chart (extension)
         * @description Extension. One entry per day in the workspace timezone, oldest first, today last, days without spending as zeros.
         */
        get: operations["getCreditUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Workspace settings */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change settings; next_refresh_at is recomputed
         * @description refresh_day is an ISO weekday 1-7 for weekly/biweekly cadences and a day of month 1-28 otherwise. Scheduled runs start at 06:00 in the workspace timezone. Extensions: `refresh_strategy` `adaptive` plans a scheduled run every day at 06:00 (next_refresh_at is then the next planning) instead of checking everyone on the cadence's day; `monthly_credit_budget` caps the check credits of a calendar month (null: no cap).
         */
        patch: operations["updateSettings"];
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in: person, role, workspace and the CSRF token (extension) */
        get: operations["getSession"];
        put?: never;
        /**
         * Sign in to the app with email and password (extension)
         * @description Sets the session cookie (HttpOnly, SameSite=Strict, Secure over HTTPS) and returns the CSRF token every write made with the cookie must send in `X-CSRF-Token`. Failed attempts are throttled per address and email like the OAuth sign-in (429 with Retry-After). A wrong email or password is 401 `invalid_credentials`.
         */
        post: operations["signIn"];
        /** Sign out: this session ends (extension) */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out everywhere: every session of this person ends (extension) */
        delete: operations["signOutEverywhere"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's API keys, newest first, with their last use (extension; an admin signed in to the app only) */
        get: operations["listApiKeys"];
        put?: never;
        /** Create an API key; its secret is in this response only (extension; an admin signed in to the app only) */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key: it stops working at once (extension; an admin signed in to the app only) */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/openers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Extension: how this workspace's openers read (tone, sign-off, phrases to avoid) */
        get: operations["getOpenerSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Extension: change the opener settings; plays created from now on use them
         * @description Plays already created keep their opener. No opener contains an avoided phrase (case-insensitive): a wording holding one is replaced by another, else its sentence is dropped. A sign-off holding an avoided phrase is refused (400).
         */
        patch: operations["updateOpenerSettings"];
        trace?: never;
    };
    "/settings/openers/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extension: the openers candidate settings would write, without saving them
         * @description Re-writes the workspace's newest plays (up to 6) under the candidate settings (fields left out keep the stored value), then adds a built-in sample for every play type they do not cover. Saves nothing.
         */
        post: operations["previewOpeners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List contacts, newest first, with filters */
        get: operations["listContacts"];
        put?: never;
        /**
         * Add or update up to 1,000 contacts (and their accounts)
         * @description Dedupe order: crm_id, profile URL, email, name plus company. Contacts with a profile URL start tracking and a baseline run is queued. Up to 200 rows are committed before the response; more are queued: poll GET /imports/{id}. Invalid rows are listed in `rejected`; the rest are accepted.
         */
        post: operations["upsertContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contact with positions, changes, fit, emails and plays */
        get: operations["getContact"];
        put?: never;
        post?: never;
        /** Hard-delete a contact, and everything about the person when no other contact shares the profile */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        /** Supply a profile URL (starts tracking) or exclude the contact from tracking */
        patch: operations["updateContact"];
        trace?: never;
    };
    "/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress and summary of an import */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CSV of contacts: preview its column mapping, then commit it (extension)
         * @description Extension for the app (issue #23): what `tracker import csv` does. The body is the file itself, `Content-Type: text/csv` (UTF-8), at most 10 MB (413 beyond). Without `confirmation` the server maps the columns with the CLI's mapping and answers the mapping, sample rows and the rows it would reject with their line, importing nothing (the import is `previewed`). With the preview's `confirmation` and the same file it commits exactly those rows (1,000-row batches, or the bulk path from BULK_IMPORT_MIN_ROWS rows) and answers the result; another file is 409 `confirmation_mismatch`, a preview already committed 409 `preview_gone`. A file that is not CSV text is 400.
         */
        post: operations["uploadCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profiles the finder proposed for a contact (extension)
         * @description Extension (issue #16). Contacts waiting for a decision are listed by `GET /contacts?tracking_status=pending_review` (the review queue); their candidates are in ContactDetail `profile_candidates` and here.
         */
        get: operations["listContactCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}/candidates/{candidate_id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a proposed profile: it is attached and checked (extension)
         * @description Extension (issue #16). Contacts waiting for a decision are listed by `GET /contacts?tracking_status=pending_review` (the review queue); their candidates are in ContactDetail `profile_candidates` and here. Confirming moves the contact pending_review → ready (CANDIDATE_CONFIRMED), attaches the URL, queues its first check (then tracked) and dismisses the other candidates.
         */
        post: operations["confirmContactCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}/candidates/{candidate_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a proposed profile (extension)
         * @description Extension (issue #16). Contacts waiting for a decision are listed by `GET /contacts?tracking_status=pending_review` (the review queue); their candidates are in ContactDetail `profile_candidates` and here. Rejecting the last open candidate moves the contact pending_review → needs_social (CANDIDATE_REJECTED); it is not searched again.
         */
        post: operations["rejectContactCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts by name, with contact counts */
        get: operations["listAccounts"];
        put?: never;
        /** Add or update up to 1,000 accounts (dedupe: crm_id, domain, normalised name) */
        post: operations["upsertAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account with its contacts */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detected job changes, newest first */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/changes/quality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Precision of the alerts as the customer judged them
         * @description Extension. For the alerts detected in [since, until) (changes that made a play other than archive): how many got a verdict, and precision (correct verdicts over verdicts) overall, by change type and by detection rule, each with a Wilson 95 % interval. Default window: the 30 days before now.
         */
        get: operations["getChangeQuality"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/changes/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The verdicts given on a change, current first
         * @description Extension. Every verdict on the change with who gave it, when, what it did, and when a later one replaced it.
         */
        get: operations["listChangeFeedback"];
        put?: never;
        /**
         * Give a verdict on a detected change
         * @description Extension. The customer's verdict on a detected change, journalled with who gave it. Effects, in the same transaction: wrong_company teaches the workspace's alias memory that the change's two employers are one company (later checks do not see a move between them; only a moved change can get it, else 400); wrong_person sends every contact on the profile to pending_review (WRONG_PERSON_REPORTED); not_a_job_change archives the change's plays (status not_relevant through the play machine). A second verdict replaces the first: the first stays in the history with replaced_at, its learned aliases are removed and its archived plays reopen; a contact it sent to review stays there.
         */
        post: operations["giveChangeFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plays, open first then newest first, with filters and sorting
         * @description Archive plays are hidden unless a `status` filter (or `type=archive`) is given. `sort` keys: person (name), detected (detected_at), change (new company, then new title), relationship (segment: customer, churned, closed_lost, open_pipeline, unknown), afit / cfit (account / contact fit), email, play (type: direct, referral, watch, archive, promotion, churn_risk), status (open, contacted, replied, meeting, not_relevant), owner. Empty values sort last; ties break newest first.
         */
        get: operations["listPlays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A play */
        get: operations["getPlay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a play through its statuses and/or set its notes
         * @description Forward moves (open → contacted → replied → meeting) may skip steps; not_relevant from any other status; not_relevant → open reopens. Any other move is 400 validation_error with a detail on `status` naming the allowed next statuses.
         */
        patch: operations["updatePlay"];
        trace?: never;
    };
    "/icp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current account and contact ICP rule sets with their versions
         * @description A set never saved reads as version 0 with rules `{ "version": 1 }` (no rules: everything fits).
         */
        get: operations["getIcp"];
        /**
         * Replace the account and/or contact rule set
         * @description Replace semantics: send the whole rule object. Each set that actually changed (key order ignored) becomes a new version; an identical or omitted set keeps its version. Unknown fields are refused with their path.
         */
        put: operations["updateIcp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/icp/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every saved version of the rule sets, newest first (extension)
         * @description Extension for the app's ICP history: at most the 100 newest versions of each set; `kind` narrows to one set.
         */
        get: operations["listIcpVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/icp/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How the current accounts and contacts would fit under candidate rule sets, without saving (extension)
         * @description Extension for the app's ICP editor. The body is the one `PUT /icp` takes, validated the same way; a set left out is the saved one. Every imported account is scored by the account rules; every contact not excluded, in the role it holds now (the checked profile, else the CRM), by both rule sets, with the scoring play creation uses. Each count is given under the rules sent and the saved ones, with how many would newly fit or no longer fit. Nothing is stored; a write operation all the same (it takes what `PUT /icp` takes: a member session gets 403).
         */
        post: operations["previewIcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refresh runs, newest first */
        get: operations["listRuns"];
        put?: never;
        /**
         * Queue a manual refresh (one credit per profile checked)
         * @description Checks every tracked profile not checked in the last 24 hours; `force` re-checks those too. When a run is already queued or running, that run is returned with 200. Call GET /runs/estimate first.
         */
        post: operations["startRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a manual refresh would check and cost now, and what the next scheduled run will check
         * @description The contract's figures are for a manual refresh (POST /runs). Extensions: the refresh strategy, what is left of the month's credit budget (a run pauses with client_credits when it is spent) and the next scheduled run: under the cadence strategy it checks every tracked profile, under the adaptive one the day's plan (signalled and feed-flagged profiles first, then the hazard ranking and the fairness floor, within the budget).
         */
        get: operations["estimateRefresh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A run; its totals update while it proceeds */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a run paused for client_credits after topping up */
        post: operations["resumeRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a queued, running or paused run */
        post: operations["cancelRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/finder/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the profile and email finders would search and cost (extension)
         * @description Extension (issue #16), the sibling of GET /runs/estimate for Settings `find_profiles` / `find_emails`. A profile search is free; an attached or confirmed profile costs its first check; an email costs one credit when found and verified (valid or risky), nothing when not found or invalid.
         */
        get: operations["estimateFinder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the service what your systems saw about contacts (bounces, auto-replies, CRM edits); up to 1,000
         * @description Extension. Each row names a contact by `contact_id`, `crm_id` or `email` (every contact with that address) and says what was seen (`kind`) and when (`observed_at`, not in the future). A workspace with refresh_strategy `adaptive` checks the signalled profiles first at its next daily planning; the change that check finds names `signal` as its trigger. Bad rows (an unknown contact, a bad kind or time) are listed in `rejected` with per-field errors and store nothing; the others are stored.
         */
        post: operations["sendSignals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credits/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What each remaining day of the month will cost, and the month's projected total
         * @description Extension. Today first (what today's refreshes still have to check), then every remaining day of the month in the workspace timezone: under the cadence strategy every tracked profile on the cadence's days, under the adaptive one the daily planner run forward (flags expected at the recent rate). Never past monthly_credit_budget: work that would pass it pauses with client_credits. One credit per check.
         */
        get: operations["getCreditForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freshness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How soon after they happen job changes are caught, and what each costs
         * @description Extension. For the job changes (moved, promoted, left) detected after `since` (default 90 days ago): the lag from the change's start to its detection (the start date the profile states for the new role, a month standing for its middle; for a change without one, the middle between the check that still showed the old state and the one that found it), its median and 90th percentile in days, the shares caught within 7 and 30 days, and the check credits spent per change (baseline checks excluded). `by_trigger` splits the same figures by what led to the check that found each change: sweep, hazard, feed or signal. docs/freshness.md explains how to read them.
         */
        get: operations["getFreshness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook endpoints of the workspace */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint; its signing secret is returned once
         * @description At most 10 endpoints per workspace (400 validation_error beyond). The URL must be https and its host must resolve only to public addresses (private, loopback, link-local, CGNAT, multicast and unspecified addresses are refused). Each delivery is a POST with a JSON body `{ id, event, event_key, created_at, workspace_id, data }` (data: a Play for play.created and for the extension play.updated — sent when the email finder verifies the address after play.created —, a Change for contact.changed, a Run for run.*) and `X-Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed with the endpoint secret. Success is any 2xx within 10 s; failures are retried after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10 %), then the delivery is failed. 20 consecutive failed deliveries disable the endpoint.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an endpoint and its deliveries */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Re-enable or disable an endpoint, or change its events or description (extension)
         * @description Setting `status: active` on a disabled endpoint re-enables it and resets `failure_count`; its pending deliveries resume.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a test delivery whose body is `{ "ping": true }`, signed like a real one
         * @description Sent once (no retries), also to a disabled endpoint; it does not count towards failure_count.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries to an endpoint, newest first */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/salesforce/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start connecting Salesforce: the org login URL to open (OAuth web-server flow with PKCE)
         * @description Extension (issue #22; docs/crm.md). Open authorization_url in a browser and log in to the org; Salesforce redirects to `/integrations/salesforce/callback`, which stores the tokens (sealed with SECRETS_KEY). The link works for 10 minutes.
         */
        post: operations["startSalesforceConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/salesforce/jwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect Salesforce with a connected app certificate (OAuth JWT bearer flow)
         * @description Extension (issue #22; docs/crm.md). The user must be pre-authorized for the connected app. The key is stored sealed and signs a new assertion whenever the session expires.
         */
        post: operations["connectSalesforceJwt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/salesforce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's Salesforce connection: status, mapping, sync cursor, API usage
         * @description Extension (issue #22; docs/crm.md).
         */
        get: operations["getSalesforceConnection"];
        put?: never;
        post?: never;
        /**
         * Disconnect Salesforce: revoke the refresh token at the login host and forget the connection
         * @description Extension (issue #22; docs/crm.md).
         */
        delete: operations["disconnectSalesforce"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/salesforce/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the field mapping (profile URL field, custom fields, write-back fields)
         * @description Extension (issue #22; docs/crm.md). Fields not given keep their value. A changed mapping must be previewed again before the first import.
         */
        put: operations["setSalesforceMapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/slack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's Slack connection (secrets masked)
         * @description Extension (issue #23; docs/app.md): what `tracker integrations` does, for the app's Integrations page. 404 when Slack is not connected. A workspace admin's (or a key's) view: a member session gets 403.
         */
        get: operations["getSlackConnection"];
        /**
         * Connect (or replace) the workspace's Slack bot
         * @description Extension (issue #23; docs/app.md): what `tracker integrations` does, for the app's Integrations page. The bot token, the alert channel, the owner directory for direct messages and, for verdict buttons, the app's signing secret; stored sealed. The Slack Web API is the service's (SLACK_API_URL). `POST /integrations/slack/test` checks it.
         */
        put: operations["connectSlack"];
        post?: never;
        /**
         * Remove the Slack connection
         * @description Extension (issue #23; docs/app.md): what `tracker integrations` does, for the app's Integrations page. The stored token is deleted; `removed` is false when there was none.
         */
        delete: operations["disconnectSlack"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/slack/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a real call with the stored Slack connection
         * @description Extension (issue #23; docs/app.md): what `tracker integrations` does, for the app's Integrations page. Posts a short test message in the alert channel. A refused or failed call answers 200 with `ok: false`, the provider's code and a message; 404 when Slack is not connected.
         */
        post: operations["testSlackConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/hubspot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's HubSpot connection (secrets masked)
         * @description Extension (issue #23; docs/app.md): what `tracker integrations` does, for the app's Integrations page. 404 when HubSpot is not connected. A workspace admin's (or a key's) view: a member session gets 403.
         */
        get: operations["getHubSpotConnection"];
        /**
         * Connect (or replace) the workspace's HubSpot private app
         * @description Extension (issue #23; docs/app.md): what `tracker integrations` does, for the app's Integrations page. A private app access token, stored sealed; the HubSpot API host is the service's (HUBSPOT_API_URL, default api.hubapi.com, which serves every data centre). Plays are written back to HubSpot once connected and write-back is on (`PATCH /settings`). `POST /integrations/hubspot/test` checks it.
         */
        put: operations["connectHubSpot"];
        post?: never;
        /**
         * Remove the HubSpot connection
         * @description Extension (issue #23; docs/app.md): what `tracker integrations` does, for the app's Integrations page. The stored token is deleted; `removed` is false when there was none.
         */
        delete: operations["disconnectHubSpot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations/hubspot/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a real call with the stored HubSpot connection
         * @description Extension (issue #23; docs/app.md): what `tracker integrations` does, for the app's Integrations page. Reads the portal's owners (read-only). A refused or failed call answers 200 with `ok: false`, the provider's code and a message; 404 when HubSpot is not connected.
         */
        post: operations["testHubSpotConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contact's status transitions in journal order, oldest first (extension)
         * @description Every event its lifecycle machine was sent, with the cause; refused events are listed with refused=true.
         */
        get: operations["getContactHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plays/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A play's status transitions in journal order, oldest first (extension)
         * @description Every event its lifecycle machine was sent, with the cause; refused events are listed with refused=true.
         */
        get: operations["getPlayHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A run's status transitions in journal order, oldest first (extension)
         * @description Every event its lifecycle machine was sent, with the cause; refused events are listed with refused=true.
         */
        get: operations["getRunHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A import's status transitions in journal order, oldest first (extension)
         * @description Every event its lifecycle machine was sent, with the cause; refused events are listed with refused=true.
         */
        get: operations["getImportHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/machines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lifecycle machines with live counts per state for the caller's workspace (extension) */
        get: operations["listMachines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/machines/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One machine: its definition, live counts, and transition and refused counts over a window (extension) */
        get: operations["getMachine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/machines/{name}/paths/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entity's path through its machine, with timestamps (extension) */
        get: operations["getMachinePath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "play.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * play.created event
         * @description A play was made from a detected change; data is the Play as GET /plays/{id} shows it. Sent as an HTTP POST to each active endpoint subscribed to the event, signed with `X-Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (the endpoint secret). Any 2xx within 10 s is success; anything else is retried (see POST /webhooks).
         */
        post: operations["playCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "contact.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * contact.changed event
         * @description A change was recorded for a contact; data is the Change. Sent as an HTTP POST to each active endpoint subscribed to the event, signed with `X-Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (the endpoint secret). Any 2xx within 10 s is success; anything else is retried (see POST /webhooks).
         */
        post: operations["contactChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "run.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * run.completed event
         * @description A run finished; data is the Run. Sent as an HTTP POST to each active endpoint subscribed to the event, signed with `X-Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (the endpoint secret). Any 2xx within 10 s is success; anything else is retried (see POST /webhooks).
         */
        post: operations["runCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "run.paused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * run.paused event
         * @description A run paused (credits, provider credentials or an outage); data is the Run with its paused_reason. Sent as an HTTP POST to each active endpoint subscribed to the event, signed with `X-Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (the endpoint secret). Any 2xx within 10 s is success; anything else is retried (see POST /webhooks).
         */
        post: operations["runPausedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "play.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * play.updated event
         * @description Extension: the email finder found and verified the person's work address after the play.created went out; data is the Play with that address (email_status valid or risky). event_key is play:<uuid>:email:<address>. Sent only to endpoints subscribed to it. Sent as an HTTP POST to each active endpoint subscribed to the event, signed with `X-Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (the endpoint secret). Any 2xx within 10 s is success; anything else is retried (see POST /webhooks).
         */
        post: operations["playUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        SettingsPatch: {
            name?: string;
            /** @enum {string} */
            refresh_cadence?: "weekly" | "biweekly" | "monthly" | "quarterly";
            refresh_day?: number;
            timezone?: string;
            track_promotions?: boolean;
            chat_channel_alerts?: boolean;
            chat_dm_owners?: boolean;
            alert_play_types?: components["schemas"]["AlertPlayType"][];
            crm_writeback_enabled?: boolean;
            /** @enum {string} */
            crm_writeback_mode?: "create_new" | "update_existing";
            crm_writeback_play_types?: components["schemas"]["AlertPlayType"][];
            find_profiles?: boolean;
            find_emails?: boolean;
            /**
             * @description Extension: `cadence` (default) checks every tracked profile on the cadence's day; `adaptive` plans each day's checks (signalled and feed-flagged profiles first, then a hazard ranking learned from this workspace's checks, nobody unchecked longer than twice the cadence, the month never above monthly_credit_budget) and runs them as that day's scheduled run
             * @enum {string}
             */
            refresh_strategy?: "cadence" | "adaptive";
            /** @description Extension: check credits this workspace may spend in a calendar month (workspace timezone), null for no budget. Work that would exceed it pauses with paused_reason client_credits and a run.paused event */
            monthly_credit_budget?: number | null;
        };
        /** @enum {string} */
        AlertPlayType: "direct" | "referral" | "watch" | "promotion" | "churn_risk";
        SignIn: {
            email: string;
            password: string;
            /**
             * Format: uuid
             * @description Only when the email and password open several workspaces (409 choose_workspace lists them)
             */
            workspace_id?: string;
        };
        ApiKeyCreate: {
            name: string;
            /** @enum {string} */
            scope: "read" | "write";
        };
        OpenerSettingsPatch: {
            /**
             * @description `warm` (default) or `formal` (no contractions, no exclamation marks)
             * @enum {string}
             */
            tone?: "warm" | "formal";
            /** @description Appended to every opener as its own paragraph; null for none */
            sign_off?: string | null;
            /** @description Phrases no opener may contain (case-insensitive); a wording holding one is replaced or the sentence dropped */
            avoid_phrases?: string[];
        };
        /** @description Candidate settings; a field left out keeps the stored value. Nothing is saved. */
        OpenerPreviewRequest: {
            /**
             * @description `warm` (default) or `formal` (no contractions, no exclamation marks)
             * @enum {string}
             */
            tone?: "warm" | "formal";
            /** @description Appended to every opener as its own paragraph; null for none */
            sign_off?: string | null;
            /** @description Phrases no opener may contain (case-insensitive); a wording holding one is replaced or the sentence dropped */
            avoid_phrases?: string[];
        };
        /** @enum {string} */
        TrackingStatus: "needs_social" | "pending_review" | "ready" | "tracked" | "not_found" | "excluded";
        /** @enum {string} */
        ProfileStatus: "pending_baseline" | "same_role" | "promoted" | "moved" | "left" | "unknown" | "not_found";
        /** @enum {string} */
        Segment: "customer" | "churned" | "closed_lost" | "open_pipeline" | "unknown";
        /** @description `{ contacts: ContactInput[], accounts?: AccountInput[] }`, or a bare array of ContactInput */
        UpsertContactsRequest: {
            /** @description At most 1,000 contacts */
            contacts: components["schemas"]["ContactInput"][];
            /** @description At most 1,000 accounts */
            accounts?: components["schemas"]["AccountInput"][];
        } | components["schemas"]["ContactInput"][];
        /** @description A contact to add or update. Unknown fields are ignored. A row that breaks a rule is listed in `rejected` with its index and per-field errors; the other rows are still accepted. */
        ContactInput: {
            /**
             * @description First name. At least one of first_name, last_name or full_name is required.
             * @example Maya
             */
            first_name?: string;
            /**
             * @description Last name.
             * @example Okafor
             */
            last_name?: string;
            /**
             * @description Full name; an alternative to first_name/last_name, split automatically (used only when both are blank).
             * @example Maya Okafor
             */
            full_name?: string;
            /**
             * @description Company name as in the CRM. Required, and must contain letters or digits.
             * @example Northwind Analytics
             */
            company: string;
            /**
             * @description Job title.
             * @example VP Revenue Operations
             */
            title?: string;
            /**
             * @description Email address; an invalid address rejects the row.
             * @example maya.okafor@northwind.example
             */
            email?: string | null;
            /**
             * @description Professional-network profile, needed for tracking: a full profile URL (https://www.linkedin.com/in/maya-okafor, with or without scheme, www, country or mobile subdomain, query or trailing path), a path (/in/maya-okafor), a bare slug (maya-okafor) or an opaque member id beginning ACo. Company, search, Sales Navigator and other sites are not an error: the contact is stored with tracking_status needs_social and the reason in tracking_reason.
             * @example https://www.linkedin.com/in/maya-okafor
             */
            social_url?: string | null;
            /**
             * @description Relationship segment: customer, churned, closed_lost, open_pipeline (any case, spaces or dashes); free CRM text is normalised ("Closed Won" → customer, "former customer" → churned, "Closed Lost" → closed_lost, "Open deal" → open_pipeline, anything else → unknown).
             * @example customer
             */
            segment?: string | null;
            /**
             * @description CRM owner (sales rep) name; matched by email for DM alerts.
             * @example Dana Whitfield
             */
            owner?: string | null;
            /**
             * @description CRM record id; the first dedupe key.
             * @example 0035e00000Bx7QZ
             */
            crm_id?: string | null;
            /**
             * @description Web domain of the account; links the contact to the account with that domain.
             * @example northwind.example
             */
            account_domain?: string | null;
            /**
             * @description Deal stage as in the CRM.
             * @example Closed Won
             */
            deal_stage?: string | null;
            /**
             * @description Date of the last activity: YYYY-MM-DD; also YYYY-MM (first of the month), an ISO 8601 date-time (its calendar date) or MM/DD/YYYY.
             * @example 2026-02-18
             */
            last_activity?: string | null;
            /**
             * @description Start of the relationship: YYYY-MM-DD; also YYYY-MM (first of the month), an ISO 8601 date-time (its calendar date) or MM/DD/YYYY.
             * @example 2024-04-01
             */
            relationship_start?: string | null;
            /**
             * @description End of the relationship (not before relationship_start): YYYY-MM-DD; also YYYY-MM (first of the month), an ISO 8601 date-time (its calendar date) or MM/DD/YYYY.
             * @example 2026-03-31
             */
            relationship_end?: string | null;
            /**
             * @description Combined 'City, State, Country'; split automatically when city, state and country are all blank.
             * @example Austin, TX, United States
             */
            location?: string | null;
            /**
             * @description City.
             * @example Austin
             */
            city?: string | null;
            /**
             * @description State or region.
             * @example TX
             */
            state?: string | null;
            /**
             * @description Country name or ISO code.
             * @example United States
             */
            country?: string | null;
            /**
             * @description Company page URL on the professional network.
             * @example https://www.linkedin.com/company/northwind-analytics
             */
            company_social_url?: string | null;
            /**
             * @description Company employees: an integer, or a string such as "250", "1001-5000" (ranges keep the lower bound), "10,001+" or "1k".
             * @example 1001-5000
             * @example 1200
             */
            company_size?: string | number | null;
            /**
             * @description Company industry.
             * @example Computer Software
             */
            industry?: string | null;
            /**
             * @description Company annual revenue: a number in major units, or a string with an optional currency symbol or ISO code and a k, M, B or T suffix (e.g. "$12.5M", "€3.2B", "850K", "USD 4M", "1,234,567").
             * @example $12.5M
             * @example 12500000
             */
            revenue?: string | number | null;
            /**
             * @description Company total funding: a number in major units, or a string with an optional currency symbol or ISO code and a k, M, B or T suffix (e.g. "$12.5M", "€3.2B", "850K", "USD 4M", "1,234,567").
             * @example $48M
             */
            total_funding?: string | number | null;
            /**
             * @description Combined company HQ 'City, State, Country'; split when company_city, company_state and company_country are blank.
             * @example Seattle, WA, United States
             */
            company_location?: string | null;
            /**
             * @description Company HQ city.
             * @example Seattle
             */
            company_city?: string | null;
            /**
             * @description Company HQ state or region.
             * @example WA
             */
            company_state?: string | null;
            /**
             * @description Company HQ country.
             * @example United States
             */
            company_country?: string | null;
            /**
             * @description Custom fields: keys of 1-60 characters, values string, number or boolean (stored as strings).
             * @example {
             *       "lead_source": "Webinar",
             *       "nps": 9
             *     }
             */
            custom?: {
                [key: string]: string | number | boolean;
            } | null;
        };
        /** @description An account (company) to add or update. Unknown fields are ignored; a bad row is listed in `accounts_rejected`. */
        AccountInput: {
            /**
             * @description Account (company) name. Required, and must contain letters or digits.
             * @example Northwind Analytics
             */
            name: string;
            /**
             * @description Company web domain (a URL is reduced to its host); the second dedupe key.
             * @example northwind.example
             */
            domain?: string | null;
            /**
             * @description Relationship segment: customer, churned, closed_lost, open_pipeline (any case, spaces or dashes); free CRM text is normalised ("Closed Won" → customer, "former customer" → churned, "Closed Lost" → closed_lost, "Open deal" → open_pipeline, anything else → unknown).
             * @example customer
             */
            segment?: string | null;
            /**
             * @description CRM owner (sales rep) name.
             * @example Dana Whitfield
             */
            owner?: string | null;
            /**
             * @description CRM record id; the first dedupe key.
             * @example 0015e00000Q4sTu
             */
            crm_id?: string | null;
            /**
             * @description Company page URL on the professional network.
             * @example https://www.linkedin.com/company/northwind-analytics
             */
            social_company_url?: string | null;
            /**
             * @description Deal value: a number in major units, or a string with an optional currency symbol or ISO code and a k, M, B or T suffix (e.g. "$12.5M", "€3.2B", "850K", "USD 4M", "1,234,567").
             * @example $85K
             * @example 85000
             */
            deal_value?: string | number | null;
            /**
             * @description Start of the relationship: YYYY-MM-DD; also YYYY-MM (first of the month), an ISO 8601 date-time (its calendar date) or MM/DD/YYYY.
             * @example 2024-04-01
             */
            relationship_start?: string | null;
            /**
             * @description End of the relationship (not before relationship_start): YYYY-MM-DD; also YYYY-MM (first of the month), an ISO 8601 date-time (its calendar date) or MM/DD/YYYY.
             * @example 2026-03-31
             */
            relationship_end?: string | null;
            /**
             * @description Industry.
             * @example Computer Software
             */
            industry?: string | null;
            /**
             * @description Employees: an integer, or a string such as "250", "1001-5000" (ranges keep the lower bound), "10,001+" or "1k".
             * @example 1001-5000
             * @example 1200
             */
            employees?: string | number | null;
            /**
             * @description Annual revenue: a number in major units, or a string with an optional currency symbol or ISO code and a k, M, B or T suffix (e.g. "$12.5M", "€3.2B", "850K", "USD 4M", "1,234,567").
             * @example $12.5M
             */
            revenue?: string | number | null;
            /**
             * @description Total funding: a number in major units, or a string with an optional currency symbol or ISO code and a k, M, B or T suffix (e.g. "$12.5M", "€3.2B", "850K", "USD 4M", "1,234,567").
             * @example $48M
             */
            total_funding?: string | number | null;
            /**
             * @description Combined HQ 'City, State, Country'; split automatically when city, state and country are all blank.
             * @example Seattle, WA, United States
             */
            location?: string | null;
            /**
             * @description HQ city.
             * @example Seattle
             */
            city?: string | null;
            /**
             * @description HQ state or region.
             * @example WA
             */
            state?: string | null;
            /**
             * @description HQ country name or ISO code.
             * @example United States
             */
            country?: string | null;
            /**
             * @description Custom fields: keys of 1-60 characters, values string, number or boolean (stored as strings).
             * @example {
             *       "lead_source": "Webinar",
             *       "nps": 9
             *     }
             */
            custom?: {
                [key: string]: string | number | boolean;
            } | null;
        };
        ContactPatch: {
            /** @description profile URL, slug, or ACo id */
            social_url?: string;
            /** @enum {string} */
            tracking?: "excluded";
        };
        /** @description `{ accounts: AccountInput[] }`, or a bare array of AccountInput */
        UpsertAccountsRequest: {
            /** @description At most 1,000 accounts */
            accounts: components["schemas"]["AccountInput"][];
        } | components["schemas"]["AccountInput"][];
        /** @enum {string} */
        ChangeType: "moved" | "promoted" | "title_changed" | "left" | "profile_not_found";
        /** @description A verdict on a detected change (extension). */
        ChangeFeedbackInput: {
            verdict: components["schemas"]["ChangeVerdict"];
            /** @description free text kept with the verdict */
            note?: string | null;
        };
        /**
         * @description correct: the change is right; not_a_job_change: nothing changed (the plays it made are archived); wrong_person: the profile is not this contact (the contact goes back to review); wrong_company: the two employers of the change are one company (the workspace learns the alias); wrong_type: a job change, but of another type
         * @enum {string}
         */
        ChangeVerdict: "correct" | "not_a_job_change" | "wrong_person" | "wrong_company" | "wrong_type";
        /** @enum {string} */
        PlayType: "direct" | "referral" | "watch" | "archive" | "promotion" | "churn_risk";
        /** @enum {string} */
        PlayStatus: "open" | "contacted" | "replied" | "meeting" | "not_relevant";
        PlayPatch: {
            status?: components["schemas"]["PlayStatus"];
            notes?: string | null;
        };
        /** @description Replace semantics: a set sent is stored whole; a set left out is unchanged */
        IcpUpdate: {
            account?: components["schemas"]["AccountIcpRules"];
            contact?: components["schemas"]["ContactIcpRules"];
        };
        AccountIcpRules: {
            /**
             * @description rule schema version, constant 1
             * @constant
             */
            version?: 1;
            /**
             * @description what an unknown company field counts as; default fail
             * @enum {string}
             */
            unknown_policy?: "fail" | "pass";
            industries?: {
                any: string[];
            };
            /** @description employees: inclusive; either end may be omitted */
            employees?: {
                min?: number;
                max?: number;
            };
            hq?: {
                /** @description country names or codes; macro-regions (EMEA, DACH...) accepted */
                countries?: string[];
                /** @description US states / Canadian provinces (code or name) or macro-regions */
                regions?: string[];
            };
            keywords?: {
                any: string[];
                /** @description default: all fields */
                fields?: ("specialities" | "description" | "tagline" | "name")[];
            };
            funding_stages?: ("pre_seed" | "seed" | "series_a" | "series_b" | "series_c_plus" | "growth_pe" | "public" | "bootstrapped" | "unknown")[];
            /** @description annual revenue in major units, from imported accounts: inclusive; either end may be omitted */
            revenue?: {
                min?: number;
                max?: number;
            };
            /** @description total funding in major units, from imported accounts: inclusive; either end may be omitted */
            total_funding?: {
                min?: number;
                max?: number;
            };
            exclude?: {
                /** @description network company ids */
                company_ids?: string[];
                /** @description a domain also excludes its subdomains */
                domains?: string[];
                /** @description whole-name patterns, case-insensitive; * = any characters, ? = one character */
                name_patterns?: string[];
                company_types?: ("agency" | "nonprofit" | "government" | "education" | "consulting" | "staffing" | "investor")[];
                /** @description exclude companies whose imported account is a customer */
                current_customers?: boolean;
            };
        };
        ContactIcpRules: {
            /**
             * @description rule schema version, constant 1
             * @constant
             */
            version?: 1;
            title?: {
                /** @description whole-word phrases; one must appear in the title */
                include?: string[];
                /** @description whole-word phrases; none may appear in the title */
                exclude?: string[];
            };
            seniority?: ("ic" | "manager" | "director" | "vp" | "c_level")[];
            functions?: ("revops" | "sales" | "marketing" | "customer_success" | "product" | "engineering" | "finance" | "people" | "operations" | "executive" | "other")[];
            /** @description months in the previous role */
            min_tenure_months?: number;
        };
        StartRun: {
            /** @description re-check profiles fetched in the last 24 hours too (one credit each) */
            force?: boolean;
        };
        /** @description `{ signals: SignalInput[] }`, or a bare array of SignalInput; a bad row is listed in `rejected`. */
        SignalsRequestDoc: {
            /** @description At most 1,000 signals */
            signals: components["schemas"]["SignalInput"][];
        } | components["schemas"]["SignalInput"][];
        /** @description A signal about a contact (extension). */
        SignalInput: {
            /**
             * Format: uuid
             * @description the contact, by id (named first when several are given)
             */
            contact_id?: string;
            /** @description the contact, by its CRM id */
            crm_id?: string;
            /** @description the contact, by email address (every contact with it) */
            email?: string;
            /**
             * @description email_bounced: mail to the work address bounced; auto_reply_left: an auto-reply says the person left; crm_company_changed / crm_title_changed: the CRM record was edited; other
             * @enum {string}
             */
            kind: "email_bounced" | "auto_reply_left" | "crm_company_changed" | "crm_title_changed" | "other";
            /**
             * Format: date-time
             * @description when your system saw it (not in the future)
             */
            observed_at: string;
            /** @description free text, e.g. the bounce reason */
            detail?: string | null;
        };
        WebhookCreate: {
            /** Format: uri */
            url: string;
            events: components["schemas"]["WebhookEvent"][];
            description?: string | null;
        };
        /** @enum {string} */
        WebhookEvent: "play.created" | "contact.changed" | "run.completed" | "run.paused" | "play.updated";
        WebhookPatch: {
            /** @description active re-enables a disabled endpoint and resets failure_count */
            status?: components["schemas"]["WebhookStatus"];
            events?: components["schemas"]["WebhookEvent"][];
            description?: string | null;
        };
        /** @enum {string} */
        WebhookStatus: "active" | "disabled";
        SalesforceConnect: {
            /**
             * Format: uri
             * @description https://login.salesforce.com (default), https://test.salesforce.com or a My Domain.
             */
            login_url?: string;
            /** @description Connected app consumer key (OAuth client id); default SALESFORCE_CLIENT_ID. */
            consumer_key?: string;
            /** @description Connected app consumer secret; default SALESFORCE_CLIENT_SECRET. */
            consumer_secret?: string;
            /**
             * Format: uri
             * @description Default `<PUBLIC_BASE_URL>/integrations/salesforce/callback`.
             */
            redirect_uri?: string;
        };
        SalesforceJwtConnect: {
            /** Format: uri */
            login_url?: string;
            consumer_key?: string;
            /** @description The Salesforce user the service acts as (pre-authorized for the connected app). */
            username: string;
            /**
             * Format: includes
             * @description PEM private key of the connected app certificate.
             */
            private_key: string;
        };
        SlackConnect: {
            /** @description bot token (xoxb-…) with chat:write, users:read.email, im:write */
            token: string;
            /** @description channel id (C…) or name for play alerts; invite the bot there */
            channel: string;
            /** @description CRM owner (name or owner id, as on the contact) → email, for direct messages */
            owners?: {
                [key: string]: string;
            };
            /** @description the Slack app's signing secret: alerts get verdict buttons; its interactivity request URL is <base>/slack/interactions/<workspace id> */
            signing_secret?: string;
        };
        HubSpotConnect: {
            /** @description private app access token (crm.objects.contacts.write, crm.objects.companies.write, …) */
            token: string;
        };
        /** @description A play was made from a detected change; data is the Play as GET /plays/{id} shows it. */
        PlayCreatedEvent: {
            /** @description the delivery id (a Delivery's integer id, as text); the same on every attempt of this delivery */
            id: string;
            /** @constant */
            event: "play.created";
            /** @description stable key for deduplication, shaped like play:<uuid>, change:<uuid>, run:<uuid> or play:<uuid>:email:<address> */
            event_key: string;
            /** @description when the event happened */
            created_at: string | null;
            /** Format: uuid */
            workspace_id: string;
            data: components["schemas"]["Play"];
        };
        Play: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["PlayType"];
            status: components["schemas"]["PlayStatus"];
            /** @description extension: the statuses the play machine accepts next from `status` (GET /machines/play); a PATCH to any other is 400 */
            allowed_statuses: components["schemas"]["PlayStatus"][];
            contact_id: string | null;
            account_id: string | null;
            /** Format: uuid */
            profile_id: string;
            person: {
                first_name: string | null;
                last_name: string | null;
                social_url: string | null;
            };
            old_company: string | null;
            old_title: string | null;
            new_company: string | null;
            new_title: string | null;
            account_fit: boolean | null;
            contact_fit: boolean | null;
            segment: components["schemas"]["Segment"];
            owner: string | null;
            account_name: string | null;
            /** @description best known email for the person */
            email: string | null;
            email_status: string | null;
            /** @description suggested first line; an internal note for churn_risk */
            opener: string;
            notes: string | null;
            /** @description CRM owner id of the contact */
            owner_id: string | null;
            /** @description CRM contact id once the play was pushed to the CRM */
            crm_record_id: string | null;
            detected_at: string | null;
            status_changed_at: string | null;
        };
        /** @description A change was recorded for a contact; data is the Change. */
        ContactChangedEvent: {
            /** @description the delivery id (a Delivery's integer id, as text); the same on every attempt of this delivery */
            id: string;
            /** @constant */
            event: "contact.changed";
            /** @description stable key for deduplication, shaped like play:<uuid>, change:<uuid>, run:<uuid> or play:<uuid>:email:<address> */
            event_key: string;
            /** @description when the event happened */
            created_at: string | null;
            /** Format: uuid */
            workspace_id: string;
            data: components["schemas"]["Change"];
        };
        Change: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["ChangeType"];
            /** Format: uuid */
            profile_id: string;
            contact_id: string | null;
            person: {
                first_name: string | null;
                last_name: string | null;
            };
            from_company: string | null;
            from_title: string | null;
            to_company: string | null;
            to_title: string | null;
            to_started_on: string | null;
            /** @description the sales play for this change */
            play_id: string | null;
            /** @description the churn_risk play when the person left a customer account */
            churn_play_id: string | null;
            detected_at: string | null;
            /** @description Extension: the position entries compared, the rule that fired and its confidence; null only for changes stored before evidence existed. */
            evidence: components["schemas"]["ChangeEvidence"] | null;
        };
        /** @description Why the change was detected (extension). */
        ChangeEvidence: {
            /** @description stable snake_case id of the detection rule that fired, e.g. employer_changed, non_job_entry, title_edited_in_place */
            rule: string;
            /** @description how sure detection is (0..1); below 0.7 the change makes only an archive play and no alert */
            confidence: number;
            /** @description the position entry compared on the previous snapshot */
            previous: components["schemas"]["EvidencePosition"] | null;
            /** @description the position entry compared on the new snapshot */
            current: components["schemas"]["EvidencePosition"] | null;
            /** @description the new entry started more than 60 days before the previous check that did not show it */
            surfaced_late: boolean;
            /** @description when a second check confirmed a left / profile_not_found; null otherwise */
            confirmed_at: string | null;
            /** @description what led to the check that found the change: sweep (the cadence, a manual or baseline run, or the adaptive fairness floor), hazard (the adaptive ranking), feed (the provider's change feed) or signal (POST /signals); null for changes found before triggers were recorded */
            trigger: ("sweep" | "hazard" | "feed" | "signal") | null;
        };
        /** @description A position entry compared by change detection (extension). */
        EvidencePosition: {
            company: string | null;
            /** @description the company's network id */
            company_social_id: string | null;
            title: string | null;
            started_on: string | null;
        };
        /** @description A run finished; data is the Run. */
        RunCompletedEvent: {
            /** @description the delivery id (a Delivery's integer id, as text); the same on every attempt of this delivery */
            id: string;
            /** @constant */
            event: "run.completed";
            /** @description stable key for deduplication, shaped like play:<uuid>, change:<uuid>, run:<uuid> or play:<uuid>:email:<address> */
            event_key: string;
            /** @description when the event happened */
            created_at: string | null;
            /** Format: uuid */
            workspace_id: string;
            data: components["schemas"]["Run"];
        };
        Run: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "baseline" | "scheduled" | "manual";
            /** @enum {string} */
            status: "queued" | "running" | "paused" | "completed" | "failed" | "cancelled";
            paused_reason: ("out_of_credits" | "auth" | "upstream" | "client_credits" | "suspended") | null;
            resume_after: string | null;
            created_at: string | null;
            started_at: string | null;
            finished_at: string | null;
            /** @description updated while the run proceeds */
            totals: {
                items: number;
                processed: number;
                moved: number;
                promoted: number;
                /** @description left changes confirmed by their second look (added when it commits, possibly after the run completed) */
                left: number;
                /** @description profiles not found: confirmed profile_not_found changes (added at their second look) and checks of profiles already not found */
                not_found: number;
                unknown: number;
                plays_created: number;
                credits_charged: number;
            };
            warnings: string[];
            error: string | null;
            /** @description Extension: left and profile_not_found changes this run found that still wait for their confirming second look (due SECOND_LOOK_AFTER_MS after the check, on the service clock); totals.left and totals.not_found count them once confirmed, possibly after the run completed. 0 when nothing is held. */
            second_looks_pending: number;
        };
        /** @description A run paused (credits, provider credentials or an outage); data is the Run with its paused_reason. */
        RunPausedEvent: {
            /** @description the delivery id (a Delivery's integer id, as text); the same on every attempt of this delivery */
            id: string;
            /** @constant */
            event: "run.paused";
            /** @description stable key for deduplication, shaped like play:<uuid>, change:<uuid>, run:<uuid> or play:<uuid>:email:<address> */
            event_key: string;
            /** @description when the event happened */
            created_at: string | null;
            /** Format: uuid */
            workspace_id: string;
            data: components["schemas"]["Run"];
        };
        /** @description Extension: the email finder found and verified the person's work address after the play.created went out; data is the Play with that address (email_status valid or risky). event_key is play:<uuid>:email:<address>. Sent only to endpoints subscribed to it. */
        PlayUpdatedEvent: {
            /** @description the delivery id (a Delivery's integer id, as text); the same on every attempt of this delivery */
            id: string;
            /** @constant */
            event: "play.updated";
            /** @description stable key for deduplication, shaped like play:<uuid>, change:<uuid>, run:<uuid> or play:<uuid>:email:<address> */
            event_key: string;
            /** @description when the event happened */
            created_at: string | null;
            /** Format: uuid */
            workspace_id: string;
            data: components["schemas"]["Play"];
        };
        Error: {
            error: {
                /** @description Stable machine-readable code */
                code: string;
                message: string;
                details?: unknown;
            };
        };
        Workspace: {
            workspace: {
                /** Format: uuid */
                id: string;
                name: string;
                slug: string;
            };
            auth: {
                /**
                 * @description `session` (a person signed in to the app) is an extension
                 * @enum {string}
                 */
                via: "api_key" | "oauth" | "session";
                scopes: ("read" | "write")[];
                user_id: string | null;
            };
            credits: {
                balance: number;
                price_per_check_cents: number;
            };
            next_refresh_at: string | null;
        };
        Credits: {
            balance: number;
            price_per_check_cents: number;
            used_this_month: {
                checks: number;
                emails: number;
                total: number;
            };
            tracked_profiles: number;
            /** @description credits per month at current cadence and size */
            estimated_monthly_usage: number;
            buy_url: string;
        };
        CreditUsage: {
            /** @description The workspace timezone the days are counted in */
            timezone: string;
            days: {
                /** Format: date */
                day: string;
                /** @description Credits spent on profile checks that day (refunds deducted) */
                checks: number;
                /** @description Credits spent on found emails that day */
                emails: number;
            }[];
        };
        Settings: {
            name: string;
            /** @description read only */
            slug: string;
            /** @enum {string} */
            refresh_cadence: "weekly" | "biweekly" | "monthly" | "quarterly";
            /** @description ISO weekday 1-7 for weekly/biweekly; day of month 1-28 otherwise */
            refresh_day: number;
            /** @description IANA timezone */
            timezone: string;
            /** @description read only; recomputed on each settings update */
            next_refresh_at: string | null;
            track_promotions: boolean;
            chat_channel_alerts: boolean;
            chat_dm_owners: boolean;
            alert_play_types: components["schemas"]["AlertPlayType"][];
            crm_writeback_enabled: boolean;
            /** @enum {string} */
            crm_writeback_mode: "create_new" | "update_existing";
            crm_writeback_play_types: components["schemas"]["AlertPlayType"][];
            /** @description Extension: the profile finder searches for contacts without a profile URL (off by default) */
            find_profiles: boolean;
            /** @description Extension: the email finder looks up the work address at the new company when a play is created; one credit per address found and verified (off by default) */
            find_emails: boolean;
            /**
             * @description Extension: `cadence` (default) checks every tracked profile on the cadence's day; `adaptive` plans each day's checks (signalled and feed-flagged profiles first, then a hazard ranking learned from this workspace's checks, nobody unchecked longer than twice the cadence, the month never above monthly_credit_budget) and runs them as that day's scheduled run
             * @enum {string}
             */
            refresh_strategy: "cadence" | "adaptive";
            /** @description Extension: check credits this workspace may spend in a calendar month (workspace timezone), null for no budget. Work that would exceed it pauses with paused_reason client_credits and a run.paused event */
            monthly_credit_budget: number | null;
        };
        Session: {
            user: {
                /** Format: uuid */
                id: string;
                email: string;
                name: string | null;
                role: components["schemas"]["UserRole"];
            };
            workspace: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** @description Send it back in the X-CSRF-Token header with every write made with the session cookie */
            csrf_token: string;
            /**
             * Format: date-time
             * @description The absolute end of the session (SESSION_MAX_HOURS after sign-in)
             */
            expires_at: string;
            /**
             * Format: date-time
             * @description When the session ends unless used before (SESSION_IDLE_MINUTES, slid by every request)
             */
            idle_expires_at: string;
        };
        /**
         * @description admin: everything; member: read, change plays, give feedback on changes, review candidates
         * @enum {string}
         */
        UserRole: "admin" | "member";
        SignedOutEverywhere: {
            /** @description How many sessions of this person ended (this one included) */
            signed_out: number;
        };
        ApiKeyList: {
            data: components["schemas"]["ApiKey"][];
        };
        ApiKey: {
            /** Format: uuid */
            id: string;
            name: string | null;
            /**
             * @description write includes read
             * @enum {string}
             */
            scope: "read" | "write";
            /** @description The first 12 characters of the key, to recognise it */
            prefix: string;
            /** Format: date-time */
            created_at: string;
            /** @description To the minute: written at most once a minute per key */
            last_used_at: string | null;
            revoked_at: string | null;
        };
        CreatedApiKey: {
            /** Format: uuid */
            id: string;
            name: string | null;
            /**
             * @description write includes read
             * @enum {string}
             */
            scope: "read" | "write";
            /** @description The first 12 characters of the key, to recognise it */
            prefix: string;
            /** Format: date-time */
            created_at: string;
            /** @description To the minute: written at most once a minute per key */
            last_used_at: string | null;
            revoked_at: string | null;
            /** @description The secret: shown in this response only, never again */
            key: string;
        };
        /** @description Extension: how this workspace's openers read; applies to plays created after a change */
        OpenerSettings: {
            /**
             * @description `warm` (default) or `formal` (no contractions, no exclamation marks)
             * @enum {string}
             */
            tone: "warm" | "formal";
            /** @description Appended to every opener as its own paragraph; null for none */
            sign_off: string | null;
            /** @description Phrases no opener may contain (case-insensitive) */
            avoid_phrases: string[];
        };
        OpenerPreview: {
            settings: components["schemas"]["OpenerSettings"];
            samples: components["schemas"]["OpenerSample"][];
        };
        OpenerSample: {
            /** @description The play re-written; null for a built-in sample */
            play_id: string | null;
            type: components["schemas"]["PlayType"];
            segment: components["schemas"]["Segment"];
            person: string;
            opener: string;
            /** @description The internal note (churn_risk), never part of the opener */
            notes: string | null;
        };
        ContactList: {
            data: components["schemas"]["Contact"][];
            page: number;
            page_size: number;
            total: number;
        };
        Contact: {
            /** Format: uuid */
            id: string;
            first_name: string;
            last_name: string;
            title: string;
            /** @description company per the customer's CRM */
            company: string;
            email: string | null;
            social_url: string | null;
            segment: components["schemas"]["Segment"];
            owner: string | null;
            crm_id: string | null;
            crm_provider: string | null;
            account_id: string | null;
            account_name: string | null;
            deal_stage: string | null;
            last_activity: string | null;
            relationship_start: string | null;
            relationship_end: string | null;
            tracking_status: components["schemas"]["TrackingStatus"];
            /** @description why a profile URL was rejected */
            tracking_reason: string | null;
            city: string | null;
            state: string | null;
            country: string | null;
            custom: {
                [key: string]: string;
            } | null;
            profile: components["schemas"]["Profile"] | null;
            created_at: string | null;
            updated_at: string | null;
        };
        Profile: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["ProfileStatus"];
            first_name: string | null;
            last_name: string | null;
            headline: string | null;
            social_url: string | null;
            current_company: string | null;
            current_title: string | null;
            /** @description YYYY-MM */
            current_since: string | null;
            last_checked_at: string | null;
            last_change_at: string | null;
            baseline_crm_mismatch: boolean;
        };
        UpsertResult: {
            /** Format: uuid */
            import_id: string;
            /** @enum {string} */
            status: "committed" | "queued";
            poll: string | null;
            accepted: number;
            rejected: {
                index: number;
                errors: {
                    [key: string]: string;
                };
            }[];
            accounts_accepted: number;
            accounts_rejected: {
                index: number;
                errors: {
                    [key: string]: string;
                };
            }[];
            /** @description Extension: accepted contact rows with an unparseable optional field, by index in the request array. */
            warnings: components["schemas"]["RowWarning"][];
            /** @description Extension: accepted account rows with an unparseable optional field, by index in the request array. */
            accounts_warnings: components["schemas"]["RowWarning"][];
            summary: {
                contacts_upserted: number;
                accounts_upserted: number;
                with_social: number;
                needs_social: number;
                duplicates: number;
                profiles_created: number;
                profiles_linked: number;
            } | null;
            baseline_run: {
                /** Format: uuid */
                id: string;
                status: string;
            } | null;
        };
        /** @description Extension (not in the contract). An optional enrichment field of an accepted row (company_size, employees, revenue, total_funding, deal_value) could not be parsed: its value is stored as null and the row is kept. */
        RowWarning: {
            index: number;
            field: string;
            message: string;
        };
        ContactDetail: {
            /** Format: uuid */
            id: string;
            first_name: string;
            last_name: string;
            title: string;
            /** @description company per the customer's CRM */
            company: string;
            email: string | null;
            social_url: string | null;
            segment: components["schemas"]["Segment"];
            owner: string | null;
            crm_id: string | null;
            crm_provider: string | null;
            account_id: string | null;
            account_name: string | null;
            deal_stage: string | null;
            last_activity: string | null;
            relationship_start: string | null;
            relationship_end: string | null;
            tracking_status: components["schemas"]["TrackingStatus"];
            /** @description why a profile URL was rejected */
            tracking_reason: string | null;
            city: string | null;
            state: string | null;
            country: string | null;
            custom: {
                [key: string]: string;
            } | null;
            profile: components["schemas"]["Profile"] | null;
            created_at: string | null;
            updated_at: string | null;
            positions: components["schemas"]["Position"][];
            changes: components["schemas"]["ChangeOutput"][];
            fit: {
                account: components["schemas"]["Fit"] | null;
                contact: components["schemas"]["Fit"] | null;
            } | null;
            emails: components["schemas"]["ContactEmail"][];
            plays: components["schemas"]["PlayOutput"][];
            /** @description Extension (issue #16): profiles proposed for the contact by the profile finder, open ones first */
            profile_candidates: components["schemas"]["ProfileCandidate"][];
        };
        Position: {
            company: string;
            company_social_id: string | null;
            title: string | null;
            started_on: string | null;
            ended_on: string | null;
            is_current: boolean;
        };
        Fit: {
            fit: boolean;
            summary: string;
            criteria: {
                criterion: string;
                expected: string;
                actual: string;
                /** @enum {string} */
                result: "match" | "miss" | "unknown";
            }[];
            evaluated_at: string | null;
        };
        ContactEmail: {
            email: string;
            /** @description `valid`, `risky` (catch-all domain), `invalid`, `unknown`; `unverified` for a CRM address never checked */
            status: string;
            /** @description `crm` (the contact's imported address) or `finder` (found and verified at the new employer) */
            source: string;
            is_primary: boolean;
            verified_at: string | null;
        };
        /** @description Extension (issue #16): a profile the finder proposes for a contact. */
        ProfileCandidate: {
            /** Format: uuid */
            id: string;
            social_url: string;
            name: string;
            headline: string | null;
            company: string | null;
            title: string | null;
            location: string | null;
            /** @description the provider's confidence that this is the contact, 0-1 */
            score: number;
            /** @description what matched: name, nickname, transliteration, company_current, company_past, email, email_domain, title, location; `name_differs` for a baseline whose name is not the contact's */
            reasons: string[];
            /**
             * @description `search`: the profile finder; `baseline`: the first check of a URL whose name differs
             * @enum {string}
             */
            source: "search" | "baseline";
            /**
             * @description proposed (waiting for review), confirmed / rejected (by a person), attached (matched with confidence by the finder), dismissed (another candidate was confirmed)
             * @enum {string}
             */
            status: "proposed" | "confirmed" | "rejected" | "attached" | "dismissed";
            decided_at: string | null;
            created_at: string | null;
        };
        DeleteResult: {
            deleted: {
                contacts: number;
                profiles: number;
            };
        };
        Import: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            source: "csv" | "crm" | "api";
            /** @enum {string} */
            status: "draft" | "previewed" | "queued" | "running" | "committing" | "committed" | "failed";
            file_name: string | null;
            progress: {
                /** @enum {string} */
                step: "queued" | "reading" | "commit" | "deals" | "companies" | "contacts";
                done: number;
                total: number;
            } | null;
            summary: {
                contacts_upserted: number;
                accounts_upserted: number;
                with_social: number;
                needs_social: number;
                duplicates: number;
                invalid: number;
                profiles_created: number;
                profiles_linked: number;
            } | null;
            error: string | null;
            created_at: string | null;
            committed_at: string | null;
        };
        CsvPreview: {
            /**
             * Format: uuid
             * @description the import, `previewed` until the commit
             */
            import_id: string;
            file_name: string;
            /**
             * @description the export the columns were recognised as
             * @enum {string}
             */
            format: "plain" | "hubspot" | "salesforce";
            delimiter: string;
            /** @description data rows in the file */
            rows: number;
            /** @description rows that would be rejected */
            invalid: number;
            /** @description the first 20 of those, with their line in the file (the header is line 1) */
            rejected: {
                line: number;
                errors: {
                    [key: string]: string;
                };
            }[];
            mapping: {
                column: string;
                fields: ("first_name" | "last_name" | "full_name" | "company" | "title" | "email" | "social_url" | "segment" | "owner" | "crm_id" | "account_domain" | "deal_stage" | "last_activity" | "relationship_start" | "relationship_end" | "location" | "city" | "state" | "country" | "company_social_url" | "company_size" | "industry" | "revenue" | "total_funding" | "company_location" | "company_city" | "company_state" | "company_country")[];
                custom: string | null;
                ignored: boolean;
            }[];
            warnings: {
                code: string;
                message: string;
                columns?: string[];
            }[];
            /** @description the first 5 rows as ContactInput */
            sample: {
                [key: string]: unknown;
            }[];
            /** @description send it back with the same file to commit */
            confirmation: string;
        };
        CsvCommit: {
            /** Format: uuid */
            import_id: string;
            /** @constant */
            status: "committed";
            file_name: string;
            rows: number;
            accepted: number;
            rejected: {
                line: number;
                errors: {
                    [key: string]: string;
                };
            }[];
            row_warnings: {
                line: number;
                field: string;
                message: string;
            }[];
            batches: {
                /** Format: uuid */
                import_id: string;
                rows: number;
                /** @enum {string} */
                status: "committed" | "failed";
            }[];
            summary: {
                contacts_upserted: number;
                accounts_upserted: number;
                with_social: number;
                needs_social: number;
                duplicates: number;
                invalid: number;
                profiles_created: number;
                profiles_linked: number;
            };
        };
        ProfileCandidateList: {
            data: components["schemas"]["ProfileCandidate"][];
        };
        AccountList: {
            data: components["schemas"]["Account"][];
            page: number;
            page_size: number;
            total: number;
        };
        Account: {
            /** Format: uuid */
            id: string;
            name: string;
            domain: string | null;
            segment: components["schemas"]["Segment"];
            lifecycle_stage: string | null;
            deal_value: number | null;
            owner: string | null;
            crm_id: string | null;
            crm_provider: string | null;
            social_company_url: string | null;
            relationship_start: string | null;
            relationship_end: string | null;
            industry: string | null;
            employees: number | null;
            revenue: number | null;
            total_funding: number | null;
            city: string | null;
            state: string | null;
            country: string | null;
            custom: {
                [key: string]: unknown;
            } | null;
            contacts_total: number;
            contacts_tracked: number;
            contacts_moved: number;
            created_at: string | null;
            updated_at: string | null;
        };
        AccountDetail: {
            /** Format: uuid */
            id: string;
            name: string;
            domain: string | null;
            segment: components["schemas"]["Segment"];
            lifecycle_stage: string | null;
            deal_value: number | null;
            owner: string | null;
            crm_id: string | null;
            crm_provider: string | null;
            social_company_url: string | null;
            relationship_start: string | null;
            relationship_end: string | null;
            industry: string | null;
            employees: number | null;
            revenue: number | null;
            total_funding: number | null;
            city: string | null;
            state: string | null;
            country: string | null;
            custom: {
                [key: string]: unknown;
            } | null;
            contacts_total: number;
            contacts_tracked: number;
            contacts_moved: number;
            created_at: string | null;
            updated_at: string | null;
            contacts: components["schemas"]["Contact"][];
        };
        ChangeList: {
            data: components["schemas"]["ChangeOutput"][];
            page: number;
            page_size: number;
            total: number;
        };
        /** @description Precision of the alerts as the customer judged them (extension). */
        ChangeQuality: {
            /** Format: date-time */
            since: string;
            /** Format: date-time */
            until: string;
            /** @description of every interval (0.95) */
            confidence_level: number;
            /** @description alerts made: changes detected in the window that made a play other than archive */
            alerts: number;
            /** @description alerts with a (current) verdict */
            verdicts: number;
            /** @description alerts whose verdict is correct */
            correct: number;
            /** @description correct / verdicts; null without verdicts */
            precision: number | null;
            /** @description lower end of the Wilson 95 % interval of precision */
            ci_low: number | null;
            /** @description upper end of the Wilson 95 % interval of precision */
            ci_high: number | null;
            /** @description verdicts / alerts; null without alerts */
            verdict_share: number | null;
            verdict_counts: {
                correct: number;
                not_a_job_change: number;
                wrong_person: number;
                wrong_company: number;
                wrong_type: number;
            };
            /** @description per change type, by type */
            by_type: {
                type: components["schemas"]["ChangeType"];
                /** @description alerts made: changes detected in the window that made a play other than archive */
                alerts: number;
                /** @description alerts with a (current) verdict */
                verdicts: number;
                /** @description alerts whose verdict is correct */
                correct: number;
                /** @description correct / verdicts; null without verdicts */
                precision: number | null;
                /** @description lower end of the Wilson 95 % interval of precision */
                ci_low: number | null;
                /** @description upper end of the Wilson 95 % interval of precision */
                ci_high: number | null;
            }[];
            /** @description per detection rule, by rule id */
            by_rule: {
                /** @description the rule id of the change's evidence (unknown when it has none) */
                rule: string;
                /** @description alerts made: changes detected in the window that made a play other than archive */
                alerts: number;
                /** @description alerts with a (current) verdict */
                verdicts: number;
                /** @description alerts whose verdict is correct */
                correct: number;
                /** @description correct / verdicts; null without verdicts */
                precision: number | null;
                /** @description lower end of the Wilson 95 % interval of precision */
                ci_low: number | null;
                /** @description upper end of the Wilson 95 % interval of precision */
                ci_high: number | null;
            }[];
        };
        /** @description A verdict on a detected change, with what it did (extension). */
        ChangeFeedback: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            change_id: string;
            verdict: components["schemas"]["ChangeVerdict"];
            note: string | null;
            /** @description who gave it: api_key:<id>, oauth:<user id>, user:<user id> (signed in to the app) or slack:<team id>:<user id> */
            given_by: string;
            /** Format: date-time */
            given_at: string;
            /** @description when a later verdict on the same change replaced this one; null for the current one */
            replaced_at: string | null;
            effects: components["schemas"]["ChangeFeedbackEffects"];
        };
        /** @description What the verdict changed (extension). */
        ChangeFeedbackEffects: {
            /** @description company identity pairs the workspace learned (wrong_company) */
            aliases_learned: number;
            /** @description pairs a replaced wrong_company verdict had taught and this one removed */
            aliases_forgotten: number;
            /** @description contacts sent to pending_review (wrong_person) */
            contacts_to_review: string[];
            /** @description plays moved to not_relevant (not_a_job_change) */
            plays_archived: string[];
            /** @description plays a replaced not_a_job_change verdict had archived, reopened */
            plays_restored: string[];
        };
        ChangeFeedbackHistory: {
            /** @description every verdict on the change, newest (the current one) first */
            data: components["schemas"]["ChangeFeedback"][];
        };
        PlayList: {
            data: components["schemas"]["PlayOutput"][];
            page: number;
            page_size: number;
            total: number;
        };
        Icp: {
            account: {
                /** @description stored version; 0 until the set is first saved */
                version: number;
                rules: components["schemas"]["AccountIcpRules"];
                updated_at: string | null;
            };
            contact: {
                /** @description stored version; 0 until the set is first saved */
                version: number;
                rules: components["schemas"]["ContactIcpRules"];
                updated_at: string | null;
            };
        };
        IcpVersionList: {
            data: {
                /** @enum {string} */
                kind: "account" | "contact";
                version: number;
                rules: {
                    [key: string]: unknown;
                };
                created_at: string | null;
            }[];
        };
        IcpPreview: {
            /** @description the saved versions compared against (0: never saved) */
            current_versions: {
                account: number;
                contact: number;
            };
            /** @description every imported account, scored by the account rules */
            accounts: {
                /** @description imported accounts */
                total: number;
                account_fit: components["schemas"]["IcpFitComparison"];
            };
            /** @description every contact not excluded, in the role it holds now (the checked profile, else the CRM) */
            contacts: {
                /** @description contacts not excluded */
                total: number;
                /** @description their current employer, by the account rules */
                account_fit: components["schemas"]["IcpFitComparison"];
                /** @description their current role, by the contact rules, as if they moved today */
                contact_fit: components["schemas"]["IcpFitComparison"];
                /** @description account fit and contact fit together */
                both: components["schemas"]["IcpFitComparison"];
            };
        };
        IcpFitComparison: {
            /** @description under the rules sent */
            candidate: components["schemas"]["IcpFitCounts"];
            /** @description under the saved rules (no rules saved: everything fits) */
            current: components["schemas"]["IcpFitCounts"];
            /** @description fit under the rules sent, not under the saved ones */
            newly_fit: number;
            /** @description fit under the saved rules, not under the rules sent */
            no_longer_fit: number;
        };
        IcpFitCounts: {
            /** @description every criterion passes */
            fit: number;
            /** @description a criterion missed (or an exclusion hit) on evidence */
            no_fit: number;
            /** @description only missing facts kept it from fitting (or its employer is not known) */
            unknown: number;
        };
        RunList: {
            data: components["schemas"]["RunOutput"][];
            page: number;
            page_size: number;
            total: number;
        };
        RunEstimate: {
            profiles_due: number;
            /** @description skipped: checked within 24 hours */
            profiles_recently_checked: number;
            profiles_total: number;
            credits_needed: number;
            credit_balance: number;
            cost_cents: number;
            sufficient_credits: boolean;
            /**
             * @description Extension: the workspace's refresh strategy (see Settings)
             * @enum {string}
             */
            refresh_strategy: "cadence" | "adaptive";
            /** @description Extension: check credits a month, null for no budget */
            monthly_credit_budget: number | null;
            /** @description Extension: what is left of this month's budget (null: no budget); a run pauses with client_credits when it is spent */
            budget_left: number | null;
            /** @description Extension: credits_needed fits in budget_left (true without a budget) */
            within_budget: boolean;
            /** @description Extension: when the next scheduled run starts (the cadence's day, or tomorrow's planning when adaptive) */
            next_scheduled_at: string | null;
            /** @description Extension: profiles the next scheduled run will check: every tracked profile under the cadence strategy, the planned checks (flags first, hazard ranking, the fairness floor, within the budget) under the adaptive one */
            next_scheduled_checks: number;
        };
        /** @description Extension (issue #16): what the profile and email finders would do and cost now. */
        FinderEstimate: {
            find_profiles: boolean;
            find_emails: boolean;
            /** @description contacts in needs_social with a name and no profile, never searched */
            profiles_to_search: number;
            /** @description at most one credit per profile search that finds a match (attached or proposed for review); no match is free */
            search_credits: number;
            /** @description at most one check credit per contact the finder attaches or a person confirms (its first check) */
            first_check_credits_max: number;
            /** @description plays with a new employer whose work email was never looked up */
            emails_to_find: number;
            /** @description at most one credit per address found and verified (valid or risky); not found and invalid are free */
            email_credits_max: number;
            credit_balance: number;
        };
        /** @description Extension: the outcome of POST /signals. */
        SignalsResult: {
            /** @description rows stored */
            accepted: number;
            /** @description rows not stored, by index in the request array, with per-field errors */
            rejected: {
                index: number;
                errors: {
                    [key: string]: string;
                };
            }[];
            /** @description contacts the accepted rows named (an email may name several) */
            contacts: number;
        };
        /** @description Extension: what the rest of the month will cost, day by day. */
        CreditForecast: {
            /** @description each remaining day of the month, today included */
            days: {
                /**
                 * Format: date
                 * @description a day of the month (workspace timezone), today first
                 */
                date: string;
                /** @description profile checks expected that day */
                checks: number;
                /** @description credits they cost (one per check) */
                credits: number;
            }[];
            /** @description check credits already spent this month */
            spent: number;
            /** @description spent plus every remaining day's credits: the month's projected check spend */
            projected_total: number;
            /** @description monthly_credit_budget (null: none); work that would pass it pauses */
            budget: number | null;
            /** @enum {string} */
            refresh_strategy: "cadence" | "adaptive";
        };
        /** @description Extension: how fresh the workspace's alerts are, and what they cost. */
        Freshness: {
            /** @description job changes (moved, promoted, left) detected in the window */
            changes: number;
            /** @description median days from the change's start to its detection; null without changes */
            p50_lag_days: number | null;
            /** @description 90th percentile of the same */
            p90_lag_days: number | null;
            /** @description share of changes detected within 7 days of their start */
            within_7_days: number | null;
            /** @description share detected within 30 days */
            within_30_days: number | null;
            /** @description check credits spent in the window (baseline checks excluded: they cannot find a change) */
            credits: number;
            /** @description credits / changes; null without changes */
            credits_per_change: number | null;
            /** Format: date-time */
            since: string;
            /** Format: date-time */
            until: string;
            /** @description the same figures per trigger of the check that found the change (sweep, hazard, feed, signal) */
            by_trigger: {
                sweep: {
                    /** @description job changes (moved, promoted, left) detected in the window */
                    changes: number;
                    /** @description median days from the change's start to its detection; null without changes */
                    p50_lag_days: number | null;
                    /** @description 90th percentile of the same */
                    p90_lag_days: number | null;
                    /** @description share of changes detected within 7 days of their start */
                    within_7_days: number | null;
                    /** @description share detected within 30 days */
                    within_30_days: number | null;
                    /** @description check credits spent in the window (baseline checks excluded: they cannot find a change) */
                    credits: number;
                    /** @description credits / changes; null without changes */
                    credits_per_change: number | null;
                };
                hazard: {
                    /** @description job changes (moved, promoted, left) detected in the window */
                    changes: number;
                    /** @description median days from the change's start to its detection; null without changes */
                    p50_lag_days: number | null;
                    /** @description 90th percentile of the same */
                    p90_lag_days: number | null;
                    /** @description share of changes detected within 7 days of their start */
                    within_7_days: number | null;
                    /** @description share detected within 30 days */
                    within_30_days: number | null;
                    /** @description check credits spent in the window (baseline checks excluded: they cannot find a change) */
                    credits: number;
                    /** @description credits / changes; null without changes */
                    credits_per_change: number | null;
                };
                feed: {
                    /** @description job changes (moved, promoted, left) detected in the window */
                    changes: number;
                    /** @description median days from the change's start to its detection; null without changes */
                    p50_lag_days: number | null;
                    /** @description 90th percentile of the same */
                    p90_lag_days: number | null;
                    /** @description share of changes detected within 7 days of their start */
                    within_7_days: number | null;
                    /** @description share detected within 30 days */
                    within_30_days: number | null;
                    /** @description check credits spent in the window (baseline checks excluded: they cannot find a change) */
                    credits: number;
                    /** @description credits / changes; null without changes */
                    credits_per_change: number | null;
                };
                signal: {
                    /** @description job changes (moved, promoted, left) detected in the window */
                    changes: number;
                    /** @description median days from the change's start to its detection; null without changes */
                    p50_lag_days: number | null;
                    /** @description 90th percentile of the same */
                    p90_lag_days: number | null;
                    /** @description share of changes detected within 7 days of their start */
                    within_7_days: number | null;
                    /** @description share detected within 30 days */
                    within_30_days: number | null;
                    /** @description check credits spent in the window (baseline checks excluded: they cannot find a change) */
                    credits: number;
                    /** @description credits / changes; null without changes */
                    credits_per_change: number | null;
                };
            };
        };
        WebhookList: {
            data: components["schemas"]["Webhook"][];
        };
        Webhook: {
            /** Format: uuid */
            id: string;
            /** @description HTTPS URL */
            url: string;
            events: components["schemas"]["WebhookEvent"][];
            description: string | null;
            status: components["schemas"]["WebhookStatus"];
            /** @description consecutive failed deliveries; 20 disable the endpoint */
            failure_count: number;
            created_at: string | null;
        };
        WebhookCreated: {
            /** Format: uuid */
            id: string;
            /** @description HTTPS URL */
            url: string;
            events: components["schemas"]["WebhookEvent"][];
            description: string | null;
            status: components["schemas"]["WebhookStatus"];
            /** @description consecutive failed deliveries; 20 disable the endpoint */
            failure_count: number;
            created_at: string | null;
            /** @description signing secret (whsec_…), returned only in this response */
            secret: string;
        };
        WebhookTestResult: {
            delivery_id: number;
            status: components["schemas"]["DeliveryStatus"];
        };
        /** @enum {string} */
        DeliveryStatus: "pending" | "delivered" | "failed";
        DeliveryList: {
            data: components["schemas"]["Delivery"][];
            page: number;
            page_size: number;
        };
        Delivery: {
            id: number;
            /** @description an event kind, or `ping` for a test delivery */
            event: string;
            event_key: string;
            status: components["schemas"]["DeliveryStatus"];
            attempts: number;
            /** @description HTTP status of the last attempt */
            last_status: number | null;
            last_error: string | null;
            delivered_at: string | null;
            next_attempt_at: string | null;
            created_at: string | null;
        };
        /** @description Extension: the first step of connecting Salesforce (web-server flow with PKCE). */
        SalesforceAuthorization: {
            /**
             * Format: uri
             * @description Open this in a browser: the org's login page; it redirects to redirect_uri.
             */
            authorization_url: string;
            /** Format: uri */
            redirect_uri: string;
            /** Format: date-time */
            expires_at: string;
        };
        /** @description Extension: a workspace's Salesforce connection (secrets masked). */
        SalesforceStatus: {
            /** @enum {string} */
            status: "connected" | "broken";
            broken_reason: string | null;
            /** @enum {string} */
            auth: "web_server" | "jwt_bearer";
            login_url: string;
            instance_url: string;
            /** @description The Salesforce organization id (00D…). */
            org: string | null;
            username: string | null;
            /** @description Masked. */
            refresh_token: string | null;
            mapping: components["schemas"]["SalesforceMapping"];
            previewed_at: string | null;
            last_sync_at: string | null;
            /** @description SystemModstamp the next delta sync reads from. */
            sync_cursor: string | null;
            /** @description The org's daily API usage at the last sync (Sforce-Limit-Info). */
            api_usage: {
                used: number;
                limit: number;
            } | null;
            /** @description The daily delta sync the scheduler leader runs after the first import; null before it. */
            sync?: {
                /**
                 * Format: date-time
                 * @description When the scheduler leader runs the next delta sync (a retry after a failure).
                 */
                next_at: string;
                /** @description Failed syncs since the last good one. */
                attempts: number;
                /** @description Why the last sync failed; null once one succeeds. */
                last_error: string | null;
                /** @description The import the last sync (or the first import) made. */
                last_import_id: string | null;
                /** @description A leader holds the sync now. */
                running: boolean;
            } | null;
        };
        /** @description Extension: how a workspace's Salesforce fields map to the service. */
        SalesforceMapping: {
            /**
             * @description Contact field holding the profile URL.
             * @default LinkedIn_URL__c
             */
            profile_url_field: string;
            /**
             * @description Contact field → key in the contact's `custom`.
             * @default {}
             */
            custom_fields: {
                [key: string]: string;
            };
            /**
             * @description Contact external-id field the write-back upserts through (text, unique, external id).
             * @default Job_Change_Tracker_Id__c
             */
            external_id_field: string;
            /**
             * @description Contact date field set on the old record when the person left; null: none.
             * @default No_Longer_At_Company_Date__c
             */
            left_company_date_field: string | null;
            /**
             * @description Contact checkbox set on the old record when the person left; null: none.
             * @default No_Longer_At_Company__c
             */
            left_company_checkbox_field: string | null;
            /**
             * @description Past this many records an object is read by Bulk API 2.0.
             * @default 10000
             */
            bulk_threshold: number;
        };
        SalesforceDisconnected: {
            removed: boolean;
            /** @description Whether the login host accepted the revocation. */
            revoked: boolean;
        };
        IntegrationConnection: {
            /** @enum {string} */
            kind: "slack" | "hubspot";
            /** @description what is stored, secrets masked (token `xoxb-…abcd`, signing secret `…`) */
            config: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            updated_at: string;
        };
        IntegrationRemoved: {
            removed: boolean;
        };
        IntegrationTestResult: {
            ok: boolean;
            /** @description the provider's error code when the call failed (invalid_auth, channel_not_found, http_401 …) */
            code: string | null;
            /** @description what happened, in plain words */
            message: string;
        };
        TransitionList: {
            data: components["schemas"]["Transition"][];
            page: number;
            page_size: number;
            total: number;
        };
        Transition: {
            /** @description Journal order: later transitions have larger ids */
            id: number;
            machine: components["schemas"]["MachineName"];
            /** @description the entity id: a UUID, or the digits of a delivery id */
            resource_id: string;
            /** @description null for the creating event */
            from: string | null;
            event: string;
            /** @description status after the event; for a refused event, the unchanged status */
            to: string;
            /** @description the machine rejected the event; nothing changed */
            refused: boolean;
            /** @description who sent it: api_key:<id>, oauth:<user id>, user:<user id> (signed in to the app), slack:<team id>:<user id>, scheduler, checker:<failure class>, import or system */
            cause: string;
            /** Format: date-time */
            at: string;
        };
        /** @enum {string} */
        MachineName: "contact_tracking" | "play" | "run" | "import" | "webhook_endpoint" | "delivery";
        MachineList: {
            data: components["schemas"]["Machine"][];
        };
        Machine: {
            /** @description the machine name used by the journal (transitions.machine) */
            name: string;
            /** @description the XState machine id */
            key: string;
            governs: string;
            initial: string;
            states: string[];
            finals: string[];
            events: string[];
            guards: string[];
            /** @description Extension: every named action of the machine */
            actions: string[];
            transitions: {
                from: string;
                event: string;
                to: string;
                /** @description the guard that decides this move, if any */
                guard: string | null;
                /** @description Extension: the named actions the move performs (context updates and effects such as emitRunPaused) */
                actions: string[];
            }[];
            /** @description Extension: the retry schedules, delays and leases the machine's moves wait on (machines/timings.ts), at their defaults */
            timings: components["schemas"]["MachineTiming"][];
            /** @description live count per state in the caller's workspace */
            counts: {
                [key: string]: number;
            };
        };
        MachineTiming: {
            /** @description the timing name, snake_case (retry, lease, second_look_after ...) */
            name: string;
            /** @description what waits this long */
            description: string;
            /** @description the delay in ms; a retry schedule lists one per retry, the wait after the first failed attempt first */
            delays_ms: number[];
            /** @description ± this fraction of random spread on each delay, or null */
            jitter: number | null;
            /** @description the environment variable that overrides the delay (this is its default), or null when fixed */
            variable: string | null;
        };
        MachineDetail: {
            /** @description the machine name used by the journal (transitions.machine) */
            name: string;
            /** @description the XState machine id */
            key: string;
            governs: string;
            initial: string;
            states: string[];
            finals: string[];
            events: string[];
            guards: string[];
            /** @description Extension: every named action of the machine */
            actions: string[];
            transitions: {
                from: string;
                event: string;
                to: string;
                /** @description the guard that decides this move, if any */
                guard: string | null;
                /** @description Extension: the named actions the move performs (context updates and effects such as emitRunPaused) */
                actions: string[];
            }[];
            /** @description Extension: the retry schedules, delays and leases the machine's moves wait on (machines/timings.ts), at their defaults */
            timings: components["schemas"]["MachineTiming"][];
            /** @description live count per state in the caller's workspace */
            counts: {
                [key: string]: number;
            };
            window: {
                /** Format: date-time */
                since: string;
                /** Format: date-time */
                until: string;
            };
            /** @description transitions taken in the window, per edge */
            edges: {
                /** @description null for the creating event */
                from: string | null;
                event: string;
                to: string;
                count: number;
            }[];
            /** @description Extension: entities created in the window (the journal rows with a null `from`), each once, entering the initial state */
            created: number;
            /** @description Extension: `edges` as moves through the machine, so that each state adds up (created + in - out): a creating row whose event is not CREATE (an import row bringing a profile URL) also counts as that event taken from the initial state */
            taken: {
                from: string;
                event: string;
                to: string;
                count: number;
            }[];
            /** @description events the machine refused in the window */
            refused: {
                from: string;
                event: string;
                count: number;
            }[];
        };
        MachinePath: {
            machine: string;
            /** @description the entity id: a UUID, or the digits of a delivery id */
            resource_id: string;
            /** @description the current status */
            status: string;
            /** @description every journalled transition in journal order (by id), oldest first (at most 1000) */
            steps: components["schemas"]["Transition"][];
        };
        ChangeOutput: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["ChangeType"];
            /** Format: uuid */
            profile_id: string;
            contact_id: string | null;
            person: {
                first_name: string | null;
                last_name: string | null;
            };
            from_company: string | null;
            from_title: string | null;
            to_company: string | null;
            to_title: string | null;
            to_started_on: string | null;
            /** @description the sales play for this change */
            play_id: string | null;
            /** @description the churn_risk play when the person left a customer account */
            churn_play_id: string | null;
            detected_at: string | null;
            /** @description Extension: the position entries compared, the rule that fired and its confidence; null only for changes stored before evidence existed. */
            evidence: components["schemas"]["ChangeEvidenceOutput"] | null;
        };
        /** @description Why the change was detected (extension). */
        ChangeEvidenceOutput: {
            /** @description stable snake_case id of the detection rule that fired, e.g. employer_changed, non_job_entry, title_edited_in_place */
            rule: string;
            /** @description how sure detection is (0..1); below 0.7 the change makes only an archive play and no alert */
            confidence: number;
            /** @description the position entry compared on the previous snapshot */
            previous: components["schemas"]["EvidencePositionOutput"] | null;
            /** @description the position entry compared on the new snapshot */
            current: components["schemas"]["EvidencePositionOutput"] | null;
            /** @description the new entry started more than 60 days before the previous check that did not show it */
            surfaced_late: boolean;
            /** @description when a second check confirmed a left / profile_not_found; null otherwise */
            confirmed_at: string | null;
            /** @description what led to the check that found the change: sweep (the cadence, a manual or baseline run, or the adaptive fairness floor), hazard (the adaptive ranking), feed (the provider's change feed) or signal (POST /signals); null for changes found before triggers were recorded */
            trigger: ("sweep" | "hazard" | "feed" | "signal") | null;
        };
        /** @description A position entry compared by change detection (extension). */
        EvidencePositionOutput: {
            company: string | null;
            /** @description the company's network id */
            company_social_id: string | null;
            title: string | null;
            started_on: string | null;
        };
        PlayOutput: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["PlayType"];
            status: components["schemas"]["PlayStatus"];
            /** @description extension: the statuses the play machine accepts next from `status` (GET /machines/play); a PATCH to any other is 400 */
            allowed_statuses: components["schemas"]["PlayStatus"][];
            contact_id: string | null;
            account_id: string | null;
            /** Format: uuid */
            profile_id: string;
            person: {
                first_name: string | null;
                last_name: string | null;
                social_url: string | null;
            };
            old_company: string | null;
            old_title: string | null;
            new_company: string | null;
            new_title: string | null;
            account_fit: boolean | null;
            contact_fit: boolean | null;
            segment: components["schemas"]["Segment"];
            owner: string | null;
            account_name: string | null;
            /** @description best known email for the person */
            email: string | null;
            email_status: string | null;
            /** @description suggested first line; an internal note for churn_risk */
            opener: string;
            notes: string | null;
            /** @description CRM owner id of the contact */
            owner_id: string | null;
            /** @description CRM contact id once the play was pushed to the CRM */
            crm_record_id: string | null;
            detected_at: string | null;
            status_changed_at: string | null;
        };
        RunOutput: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "baseline" | "scheduled" | "manual";
            /** @enum {string} */
            status: "queued" | "running" | "paused" | "completed" | "failed" | "cancelled";
            paused_reason: ("out_of_credits" | "auth" | "upstream" | "client_credits" | "suspended") | null;
            resume_after: string | null;
            created_at: string | null;
            started_at: string | null;
            finished_at: string | null;
            /** @description updated while the run proceeds */
            totals: {
                items: number;
                processed: number;
                moved: number;
                promoted: number;
                /** @description left changes confirmed by their second look (added when it commits, possibly after the run completed) */
                left: number;
                /** @description profiles not found: confirmed profile_not_found changes (added at their second look) and checks of profiles already not found */
                not_found: number;
                unknown: number;
                plays_created: number;
                credits_charged: number;
            };
            warnings: string[];
            error: string | null;
            /** @description Extension: left and profile_not_found changes this run found that still wait for their confirming second look (due SECOND_LOOK_AFTER_MS after the check, on the service clock); totals.left and totals.not_found count them once confirmed, possibly after the run completed. 0 when nothing is held. */
            second_looks_pending: number;
        };
    };
    responses: {
        /** @description validation_error: the body, path or query failed validation; `details` lists `{ path, message }`. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description unauthorized: the credential is missing, unknown, revoked or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description forbidden: the credential lacks the scope (`write` for POST, PATCH, PUT, DELETE), or a member signed in to the app may not do this; workspace_suspended: the workspace is suspended; csrf_failed (extension): a write with the session cookie without its X-CSRF-Token; session_required (extension): key management and the session operations take a person signed in to the app. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description not_found: no such resource in this workspace. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description payload_too_large: the request body is larger than the server accepts. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description unsupported_media_type: the body is not JSON, or its charset or content encoding is not supported. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description rate_limited: the workspace made more than 600 reads or 120 writes in a minute; retry after `Retry-After` seconds. */
        RateLimited: {
            headers: {
                /** @description Seconds to wait before retrying */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description request_header_fields_too_large: the request headers are larger than the server accepts. */
        RequestHeaderFieldsTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description internal_error: something failed on the server; the message carries an error id for support. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description overloaded: the gateway is shedding load (requests waited too long before it could start them, or no database connection came free in time); nothing was done; retry after `Retry-After` seconds. */
        Overloaded: {
            headers: {
                /** @description Seconds to wait before retrying */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "workspace": {
                     *         "id": "5b0e7c1a-3f42-4d8e-9a61-2c7d4e8f9b03",
                     *         "name": "Acme Sales",
                     *         "slug": "acme-sales"
                     *       },
                     *       "auth": {
                     *         "via": "api_key",
                     *         "scopes": [
                     *           "read",
                     *           "write"
                     *         ],
                     *         "user_id": null
                     *       },
                     *       "credits": {
                     *         "balance": 4200,
                     *         "price_per_check_cents": 2
                     *       },
                     *       "next_refresh_at": "2026-03-09T06:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Workspace"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Credits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "balance": 4200,
                     *       "price_per_check_cents": 2,
                     *       "used_this_month": {
                     *         "checks": 1180,
                     *         "emails": 40,
                     *         "total": 1220
                     *       },
                     *       "tracked_profiles": 1190,
                     *       "estimated_monthly_usage": 5157,
                     *       "buy_url": "https://billing.example.com/acme-sales"
                     *     }
                     */
                    "application/json": components["schemas"]["Credits"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getCreditUsage: {
        parameters: {
            query?: {
                /**
                 * @description How many days back, today included (1-366, default 30)
                 * @example 3
                 */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage per day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timezone": "Europe/Berlin",
                     *       "days": [
                     *         {
                     *           "day": "2026-02-28",
                     *           "checks": 0,
                     *           "emails": 0
                     *         },
                     *         {
                     *           "day": "2026-03-01",
                     *           "checks": 412,
                     *           "emails": 9
                     *         },
                     *         {
                     *           "day": "2026-03-02",
                     *           "checks": 37,
                     *           "emails": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CreditUsage"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Acme Sales",
                     *       "slug": "acme-sales",
                     *       "refresh_cadence": "weekly",
                     *       "refresh_day": 1,
                     *       "timezone": "America/Chicago",
                     *       "next_refresh_at": "2026-03-09T12:00:00.000Z",
                     *       "track_promotions": true,
                     *       "chat_channel_alerts": true,
                     *       "chat_dm_owners": false,
                     *       "alert_play_types": [
                     *         "direct",
                     *         "referral",
                     *         "churn_risk"
                     *       ],
                     *       "crm_writeback_enabled": false,
                     *       "crm_writeback_mode": "create_new",
                     *       "crm_writeback_play_types": [
                     *         "direct"
                     *       ],
                     *       "find_profiles": true,
                     *       "find_emails": false,
                     *       "refresh_strategy": "cadence",
                     *       "monthly_credit_budget": null
                     *     }
                     */
                    "application/json": components["schemas"]["Settings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refresh_cadence": "monthly",
                 *       "refresh_day": 15,
                 *       "timezone": "Europe/Berlin",
                 *       "chat_dm_owners": true,
                 *       "refresh_strategy": "adaptive",
                 *       "monthly_credit_budget": 3000
                 *     }
                 */
                "application/json": components["schemas"]["SettingsPatch"];
            };
        };
        responses: {
            /** @description The updated settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Acme Sales",
                     *       "slug": "acme-sales",
                     *       "refresh_cadence": "monthly",
                     *       "refresh_day": 15,
                     *       "timezone": "Europe/Berlin",
                     *       "next_refresh_at": "2026-03-15T05:00:00.000Z",
                     *       "track_promotions": true,
                     *       "chat_channel_alerts": true,
                     *       "chat_dm_owners": true,
                     *       "alert_play_types": [
                     *         "direct",
                     *         "referral",
                     *         "churn_risk"
                     *       ],
                     *       "crm_writeback_enabled": false,
                     *       "crm_writeback_mode": "create_new",
                     *       "crm_writeback_play_types": [
                     *         "direct"
                     *       ],
                     *       "find_profiles": true,
                     *       "find_emails": false,
                     *       "refresh_strategy": "adaptive",
                     *       "monthly_credit_budget": 3000
                     *     }
                     */
                    "application/json": components["schemas"]["Settings"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": "8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *         "email": "maria@acme.example",
                     *         "name": "Maria Lopez",
                     *         "role": "admin"
                     *       },
                     *       "workspace": {
                     *         "id": "5b0e7c1a-3f42-4d8e-9a61-2c7d4e8f9b03",
                     *         "name": "Acme Sales"
                     *       },
                     *       "csrf_token": "q3V8mJ0fZ2kR7wLx1nC5tYb9Hs4dPa6uE0gKi2oMvWc",
                     *       "expires_at": "2026-03-03T00:00:00.000Z",
                     *       "idle_expires_at": "2026-03-02T12:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "maria@acme.example",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": components["schemas"]["SignIn"];
            };
        };
        responses: {
            /** @description Signed in; the cookie is set */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": "8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *         "email": "maria@acme.example",
                     *         "name": "Maria Lopez",
                     *         "role": "admin"
                     *       },
                     *       "workspace": {
                     *         "id": "5b0e7c1a-3f42-4d8e-9a61-2c7d4e8f9b03",
                     *         "name": "Acme Sales"
                     *       },
                     *       "csrf_token": "q3V8mJ0fZ2kR7wLx1nC5tYb9Hs4dPa6uE0gKi2oMvWc",
                     *       "expires_at": "2026-03-03T00:00:00.000Z",
                     *       "idle_expires_at": "2026-03-02T12:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Several workspaces */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the cookie is cleared */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out everywhere */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signed_out": 3
                     *     }
                     */
                    "application/json": components["schemas"]["SignedOutEverywhere"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys (never their secret) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "f2a4c6e8-0b1d-4e3f-8a5c-7e9b1d3f5a7c",
                     *           "name": "Zapier",
                     *           "scope": "read",
                     *           "prefix": "trk_Xc81b0Qe",
                     *           "created_at": "2026-03-02T12:00:00.000Z",
                     *           "last_used_at": "2026-03-03T08:14:00.000Z",
                     *           "revoked_at": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Zapier",
                 *       "scope": "read"
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description The key, with its secret shown once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f2a4c6e8-0b1d-4e3f-8a5c-7e9b1d3f5a7c",
                     *       "name": "Zapier",
                     *       "scope": "read",
                     *       "prefix": "trk_Xc81b0Qe",
                     *       "created_at": "2026-03-02T12:00:00.000Z",
                     *       "last_used_at": null,
                     *       "revoked_at": null,
                     *       "key": "trk_Xc81b0Qe7RkV2pLmN9sT4wYz6aB3dF5gH8jK1qU0"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example f2a4c6e8-0b1d-4e3f-8a5c-7e9b1d3f5a7c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f2a4c6e8-0b1d-4e3f-8a5c-7e9b1d3f5a7c",
                     *       "name": "Zapier",
                     *       "scope": "read",
                     *       "prefix": "trk_Xc81b0Qe",
                     *       "created_at": "2026-03-02T12:00:00.000Z",
                     *       "last_used_at": "2026-03-03T08:14:00.000Z",
                     *       "revoked_at": "2026-03-04T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getOpenerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Opener settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tone": "formal",
                     *       "sign_off": "Best, Sam",
                     *       "avoid_phrases": [
                     *         "touch base",
                     *         "circle back"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OpenerSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    updateOpenerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tone": "formal",
                 *       "sign_off": "Best, Sam",
                 *       "avoid_phrases": [
                 *         "touch base",
                 *         "circle back"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["OpenerSettingsPatch"];
            };
        };
        responses: {
            /** @description The updated opener settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tone": "formal",
                     *       "sign_off": "Best, Sam",
                     *       "avoid_phrases": [
                     *         "touch base",
                     *         "circle back"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OpenerSettings"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    previewOpeners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tone": "formal",
                 *       "avoid_phrases": [
                 *         "touch base"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["OpenerPreviewRequest"];
            };
        };
        responses: {
            /** @description The candidate settings and the openers they write */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "settings": {
                     *         "tone": "formal",
                     *         "sign_off": "Best, Sam",
                     *         "avoid_phrases": [
                     *           "touch base",
                     *           "circle back"
                     *         ]
                     *       },
                     *       "samples": [
                     *         {
                     *           "play_id": null,
                     *           "type": "direct",
                     *           "segment": "customer",
                     *           "person": "Dana Scully",
                     *           "opener": "Dana, congratulations on the new role as VP Revenue Operations at Globex. Initech has been a customer of ours since April 2024 — I would love to show Globex what it could do there too. Teams like Globex are where we do our best work.\n\nBest, Sam",
                     *           "notes": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OpenerPreview"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1-200 */
                page_size?: number;
                /** @example tracked */
                tracking_status?: components["schemas"]["TrackingStatus"];
                /** @description profile status */
                status?: components["schemas"]["ProfileStatus"];
                /** @example customer */
                segment?: components["schemas"]["Segment"];
                /** @description CRM owner name */
                owner?: string;
                /** @description only contacts at this account */
                account_id?: string;
                /**
                 * @description free-text search across name, company, title, email
                 * @example northwind
                 */
                q?: string;
                /** @description only contacts/profiles updated after it */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contacts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "first_name": "Maya",
                     *           "last_name": "Okafor",
                     *           "title": "Director of Sales Operations",
                     *           "company": "Northwind Analytics",
                     *           "email": "maya.okafor@northwind.example",
                     *           "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *           "segment": "customer",
                     *           "owner": "Dana Whitfield",
                     *           "crm_id": "0035e00000Bx7QZ",
                     *           "crm_provider": "hubspot",
                     *           "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *           "account_name": "Northwind Analytics",
                     *           "deal_stage": "Closed Won",
                     *           "last_activity": "2026-02-18",
                     *           "relationship_start": "2024-04-01",
                     *           "relationship_end": null,
                     *           "tracking_status": "tracked",
                     *           "tracking_reason": null,
                     *           "city": "Austin",
                     *           "state": "Texas",
                     *           "country": "United States",
                     *           "custom": {
                     *             "lead_source": "Webinar"
                     *           },
                     *           "profile": {
                     *             "id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *             "status": "moved",
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor",
                     *             "headline": "VP Revenue Operations at Brightwave Logistics",
                     *             "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *             "current_company": "Brightwave Logistics",
                     *             "current_title": "VP Revenue Operations",
                     *             "current_since": "2026-02",
                     *             "last_checked_at": "2026-03-02T06:14:09.000Z",
                     *             "last_change_at": "2026-03-02T06:14:09.000Z",
                     *             "baseline_crm_mismatch": false
                     *           },
                     *           "created_at": "2026-01-12T15:02:44.000Z",
                     *           "updated_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    upsertContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contacts": [
                 *         {
                 *           "first_name": "Maya",
                 *           "last_name": "Okafor",
                 *           "company": "Northwind Analytics",
                 *           "title": "Director of Sales Operations",
                 *           "email": "maya.okafor@northwind.example",
                 *           "social_url": "https://www.linkedin.com/in/maya-okafor",
                 *           "segment": "Closed Won",
                 *           "owner": "Dana Whitfield",
                 *           "crm_id": "0035e00000Bx7QZ",
                 *           "account_domain": "northwind.example",
                 *           "last_activity": "2026-02-18",
                 *           "location": "Austin, TX, United States",
                 *           "custom": {
                 *             "lead_source": "Webinar"
                 *           }
                 *         },
                 *         {
                 *           "full_name": "Jordan Alvarez",
                 *           "company": "Brightwave Logistics",
                 *           "title": "Head of Growth",
                 *           "email": "jordan.alvarez@brightwave.example",
                 *           "social_url": null,
                 *           "segment": "open_pipeline",
                 *           "company_size": "1001-5000",
                 *           "revenue": "$48M"
                 *         }
                 *       ],
                 *       "accounts": [
                 *         {
                 *           "name": "Northwind Analytics",
                 *           "domain": "northwind.example",
                 *           "segment": "customer",
                 *           "crm_id": "0015e00000Q4sTu",
                 *           "employees": 1200,
                 *           "industry": "Computer Software",
                 *           "location": "Seattle, WA, United States"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpsertContactsRequest"];
            };
        };
        responses: {
            /** @description Accepted: up to 200 rows are committed (`status: committed`, `summary` filled in); more are queued (`status: queued`, poll `poll`). Bad rows are listed in `rejected` / `accounts_rejected` with per-field errors. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "import_id": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f",
                     *       "status": "committed",
                     *       "poll": null,
                     *       "accepted": 2,
                     *       "rejected": [],
                     *       "warnings": [],
                     *       "accounts_accepted": 1,
                     *       "accounts_rejected": [],
                     *       "accounts_warnings": [],
                     *       "summary": {
                     *         "contacts_upserted": 2,
                     *         "accounts_upserted": 1,
                     *         "with_social": 1,
                     *         "needs_social": 1,
                     *         "duplicates": 0,
                     *         "profiles_created": 1,
                     *         "profiles_linked": 0
                     *       },
                     *       "baseline_run": {
                     *         "id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *         "status": "queued"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *       "first_name": "Maya",
                     *       "last_name": "Okafor",
                     *       "title": "Director of Sales Operations",
                     *       "company": "Northwind Analytics",
                     *       "email": "maya.okafor@northwind.example",
                     *       "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *       "segment": "customer",
                     *       "owner": "Dana Whitfield",
                     *       "crm_id": "0035e00000Bx7QZ",
                     *       "crm_provider": "hubspot",
                     *       "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *       "account_name": "Northwind Analytics",
                     *       "deal_stage": "Closed Won",
                     *       "last_activity": "2026-02-18",
                     *       "relationship_start": "2024-04-01",
                     *       "relationship_end": null,
                     *       "tracking_status": "tracked",
                     *       "tracking_reason": null,
                     *       "city": "Austin",
                     *       "state": "Texas",
                     *       "country": "United States",
                     *       "custom": {
                     *         "lead_source": "Webinar"
                     *       },
                     *       "profile": {
                     *         "id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *         "status": "moved",
                     *         "first_name": "Maya",
                     *         "last_name": "Okafor",
                     *         "headline": "VP Revenue Operations at Brightwave Logistics",
                     *         "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *         "current_company": "Brightwave Logistics",
                     *         "current_title": "VP Revenue Operations",
                     *         "current_since": "2026-02",
                     *         "last_checked_at": "2026-03-02T06:14:09.000Z",
                     *         "last_change_at": "2026-03-02T06:14:09.000Z",
                     *         "baseline_crm_mismatch": false
                     *       },
                     *       "created_at": "2026-01-12T15:02:44.000Z",
                     *       "updated_at": "2026-03-02T06:14:09.000Z",
                     *       "positions": [
                     *         {
                     *           "company": "Brightwave Logistics",
                     *           "company_social_id": "10482217",
                     *           "title": "VP Revenue Operations",
                     *           "started_on": "2026-02",
                     *           "ended_on": null,
                     *           "is_current": true
                     *         },
                     *         {
                     *           "company": "Northwind Analytics",
                     *           "company_social_id": "2291045",
                     *           "title": "Director of Sales Operations",
                     *           "started_on": "2021-06",
                     *           "ended_on": "2026-01",
                     *           "is_current": false
                     *         }
                     *       ],
                     *       "changes": [
                     *         {
                     *           "id": "e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e",
                     *           "type": "moved",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor"
                     *           },
                     *           "from_company": "Northwind Analytics",
                     *           "from_title": "Director of Sales Operations",
                     *           "to_company": "Brightwave Logistics",
                     *           "to_title": "VP Revenue Operations",
                     *           "to_started_on": "2026-02",
                     *           "play_id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "churn_play_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "evidence": {
                     *             "rule": "employer_changed",
                     *             "confidence": 0.95,
                     *             "previous": {
                     *               "company": "Northwind Analytics",
                     *               "company_social_id": "18204417",
                     *               "title": "Director of Sales Operations",
                     *               "started_on": "2022-04"
                     *             },
                     *             "current": {
                     *               "company": "Brightwave Logistics",
                     *               "company_social_id": "30571862",
                     *               "title": "VP Revenue Operations",
                     *               "started_on": "2026-02"
                     *             },
                     *             "surfaced_late": false,
                     *             "confirmed_at": null,
                     *             "trigger": "hazard"
                     *           }
                     *         }
                     *       ],
                     *       "fit": {
                     *         "account": {
                     *           "fit": true,
                     *           "summary": "Brightwave Logistics fits: Logistics and Supply Chain, 1,200 employees, HQ in the United States",
                     *           "criteria": [
                     *             {
                     *               "criterion": "industries",
                     *               "expected": "Logistics and Supply Chain",
                     *               "actual": "Logistics and Supply Chain",
                     *               "result": "match"
                     *             },
                     *             {
                     *               "criterion": "employees",
                     *               "expected": "200-5000",
                     *               "actual": "1200",
                     *               "result": "match"
                     *             }
                     *           ],
                     *           "evaluated_at": "2026-03-02T06:14:09.000Z"
                     *         },
                     *         "contact": {
                     *           "fit": true,
                     *           "summary": "VP Revenue Operations fits: seniority vp, function revops",
                     *           "criteria": [
                     *             {
                     *               "criterion": "seniority",
                     *               "expected": "vp, director",
                     *               "actual": "vp",
                     *               "result": "match"
                     *             },
                     *             {
                     *               "criterion": "functions",
                     *               "expected": "revops, sales",
                     *               "actual": "revops",
                     *               "result": "match"
                     *             }
                     *           ],
                     *           "evaluated_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       },
                     *       "emails": [
                     *         {
                     *           "email": "maya.okafor@brightwave.example",
                     *           "status": "valid",
                     *           "source": "finder",
                     *           "is_primary": true,
                     *           "verified_at": "2026-03-02T06:20:41.000Z"
                     *         },
                     *         {
                     *           "email": "maya.okafor@northwind.example",
                     *           "status": "unverified",
                     *           "source": "crm",
                     *           "is_primary": false,
                     *           "verified_at": null
                     *         }
                     *       ],
                     *       "plays": [
                     *         {
                     *           "id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "type": "direct",
                     *           "status": "open",
                     *           "allowed_statuses": [
                     *             "contacted",
                     *             "replied",
                     *             "meeting",
                     *             "not_relevant"
                     *           ],
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor",
                     *             "social_url": "https://www.linkedin.com/in/maya-okafor"
                     *           },
                     *           "old_company": "Northwind Analytics",
                     *           "old_title": "Director of Sales Operations",
                     *           "new_company": "Brightwave Logistics",
                     *           "new_title": "VP Revenue Operations",
                     *           "account_fit": true,
                     *           "contact_fit": true,
                     *           "segment": "customer",
                     *           "owner": "Dana Whitfield",
                     *           "account_name": "Northwind Analytics",
                     *           "email": "maya.okafor@northwind.example",
                     *           "email_status": "valid",
                     *           "opener": "Congrats on the move to Brightwave Logistics, Maya! Your team at Northwind got a lot out of us; happy to help you set up the same at Brightwave.",
                     *           "notes": null,
                     *           "owner_id": "51234987",
                     *           "crm_record_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "status_changed_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       ],
                     *       "profile_candidates": [
                     *         {
                     *           "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *           "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *           "name": "Maya Okafor",
                     *           "headline": "Director of Sales Operations at Northwind Analytics",
                     *           "company": "Northwind Analytics",
                     *           "title": "Director of Sales Operations",
                     *           "location": "Chicago, United States",
                     *           "score": 1,
                     *           "reasons": [
                     *             "name",
                     *             "company_current"
                     *           ],
                     *           "source": "search",
                     *           "status": "attached",
                     *           "decided_at": "2026-01-12T06:02:10.000Z",
                     *           "created_at": "2026-01-12T06:02:10.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ContactDetail"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    deleteContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": {
                     *         "contacts": 1,
                     *         "profiles": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    updateContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "social_url": "https://www.linkedin.com/in/maya-okafor"
                 *     }
                 */
                "application/json": components["schemas"]["ContactPatch"];
            };
        };
        responses: {
            /** @description The updated contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *       "first_name": "Maya",
                     *       "last_name": "Okafor",
                     *       "title": "Director of Sales Operations",
                     *       "company": "Northwind Analytics",
                     *       "email": "maya.okafor@northwind.example",
                     *       "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *       "segment": "customer",
                     *       "owner": "Dana Whitfield",
                     *       "crm_id": "0035e00000Bx7QZ",
                     *       "crm_provider": "hubspot",
                     *       "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *       "account_name": "Northwind Analytics",
                     *       "deal_stage": "Closed Won",
                     *       "last_activity": "2026-02-18",
                     *       "relationship_start": "2024-04-01",
                     *       "relationship_end": null,
                     *       "tracking_status": "tracked",
                     *       "tracking_reason": null,
                     *       "city": "Austin",
                     *       "state": "Texas",
                     *       "country": "United States",
                     *       "custom": {
                     *         "lead_source": "Webinar"
                     *       },
                     *       "profile": {
                     *         "id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *         "status": "moved",
                     *         "first_name": "Maya",
                     *         "last_name": "Okafor",
                     *         "headline": "VP Revenue Operations at Brightwave Logistics",
                     *         "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *         "current_company": "Brightwave Logistics",
                     *         "current_title": "VP Revenue Operations",
                     *         "current_since": "2026-02",
                     *         "last_checked_at": "2026-03-02T06:14:09.000Z",
                     *         "last_change_at": "2026-03-02T06:14:09.000Z",
                     *         "baseline_crm_mismatch": false
                     *       },
                     *       "created_at": "2026-01-12T15:02:44.000Z",
                     *       "updated_at": "2026-03-02T06:14:09.000Z",
                     *       "positions": [
                     *         {
                     *           "company": "Brightwave Logistics",
                     *           "company_social_id": "10482217",
                     *           "title": "VP Revenue Operations",
                     *           "started_on": "2026-02",
                     *           "ended_on": null,
                     *           "is_current": true
                     *         },
                     *         {
                     *           "company": "Northwind Analytics",
                     *           "company_social_id": "2291045",
                     *           "title": "Director of Sales Operations",
                     *           "started_on": "2021-06",
                     *           "ended_on": "2026-01",
                     *           "is_current": false
                     *         }
                     *       ],
                     *       "changes": [
                     *         {
                     *           "id": "e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e",
                     *           "type": "moved",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor"
                     *           },
                     *           "from_company": "Northwind Analytics",
                     *           "from_title": "Director of Sales Operations",
                     *           "to_company": "Brightwave Logistics",
                     *           "to_title": "VP Revenue Operations",
                     *           "to_started_on": "2026-02",
                     *           "play_id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "churn_play_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "evidence": {
                     *             "rule": "employer_changed",
                     *             "confidence": 0.95,
                     *             "previous": {
                     *               "company": "Northwind Analytics",
                     *               "company_social_id": "18204417",
                     *               "title": "Director of Sales Operations",
                     *               "started_on": "2022-04"
                     *             },
                     *             "current": {
                     *               "company": "Brightwave Logistics",
                     *               "company_social_id": "30571862",
                     *               "title": "VP Revenue Operations",
                     *               "started_on": "2026-02"
                     *             },
                     *             "surfaced_late": false,
                     *             "confirmed_at": null,
                     *             "trigger": "hazard"
                     *           }
                     *         }
                     *       ],
                     *       "fit": {
                     *         "account": {
                     *           "fit": true,
                     *           "summary": "Brightwave Logistics fits: Logistics and Supply Chain, 1,200 employees, HQ in the United States",
                     *           "criteria": [
                     *             {
                     *               "criterion": "industries",
                     *               "expected": "Logistics and Supply Chain",
                     *               "actual": "Logistics and Supply Chain",
                     *               "result": "match"
                     *             },
                     *             {
                     *               "criterion": "employees",
                     *               "expected": "200-5000",
                     *               "actual": "1200",
                     *               "result": "match"
                     *             }
                     *           ],
                     *           "evaluated_at": "2026-03-02T06:14:09.000Z"
                     *         },
                     *         "contact": {
                     *           "fit": true,
                     *           "summary": "VP Revenue Operations fits: seniority vp, function revops",
                     *           "criteria": [
                     *             {
                     *               "criterion": "seniority",
                     *               "expected": "vp, director",
                     *               "actual": "vp",
                     *               "result": "match"
                     *             },
                     *             {
                     *               "criterion": "functions",
                     *               "expected": "revops, sales",
                     *               "actual": "revops",
                     *               "result": "match"
                     *             }
                     *           ],
                     *           "evaluated_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       },
                     *       "emails": [
                     *         {
                     *           "email": "maya.okafor@brightwave.example",
                     *           "status": "valid",
                     *           "source": "finder",
                     *           "is_primary": true,
                     *           "verified_at": "2026-03-02T06:20:41.000Z"
                     *         },
                     *         {
                     *           "email": "maya.okafor@northwind.example",
                     *           "status": "unverified",
                     *           "source": "crm",
                     *           "is_primary": false,
                     *           "verified_at": null
                     *         }
                     *       ],
                     *       "plays": [
                     *         {
                     *           "id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "type": "direct",
                     *           "status": "open",
                     *           "allowed_statuses": [
                     *             "contacted",
                     *             "replied",
                     *             "meeting",
                     *             "not_relevant"
                     *           ],
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor",
                     *             "social_url": "https://www.linkedin.com/in/maya-okafor"
                     *           },
                     *           "old_company": "Northwind Analytics",
                     *           "old_title": "Director of Sales Operations",
                     *           "new_company": "Brightwave Logistics",
                     *           "new_title": "VP Revenue Operations",
                     *           "account_fit": true,
                     *           "contact_fit": true,
                     *           "segment": "customer",
                     *           "owner": "Dana Whitfield",
                     *           "account_name": "Northwind Analytics",
                     *           "email": "maya.okafor@northwind.example",
                     *           "email_status": "valid",
                     *           "opener": "Congrats on the move to Brightwave Logistics, Maya! Your team at Northwind got a lot out of us; happy to help you set up the same at Brightwave.",
                     *           "notes": null,
                     *           "owner_id": "51234987",
                     *           "crm_record_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "status_changed_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       ],
                     *       "profile_candidates": [
                     *         {
                     *           "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *           "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *           "name": "Maya Okafor",
                     *           "headline": "Director of Sales Operations at Northwind Analytics",
                     *           "company": "Northwind Analytics",
                     *           "title": "Director of Sales Operations",
                     *           "location": "Chicago, United States",
                     *           "score": 1,
                     *           "reasons": [
                     *             "name",
                     *             "company_current"
                     *           ],
                     *           "source": "search",
                     *           "status": "attached",
                     *           "decided_at": "2026-01-12T06:02:10.000Z",
                     *           "created_at": "2026-01-12T06:02:10.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ContactDetail"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f",
                     *       "source": "api",
                     *       "status": "committed",
                     *       "file_name": null,
                     *       "progress": {
                     *         "step": "commit",
                     *         "done": 1250,
                     *         "total": 1250
                     *       },
                     *       "summary": {
                     *         "contacts_upserted": 1250,
                     *         "accounts_upserted": 180,
                     *         "with_social": 1190,
                     *         "needs_social": 60,
                     *         "duplicates": 4,
                     *         "invalid": 2,
                     *         "profiles_created": 1175,
                     *         "profiles_linked": 15
                     *       },
                     *       "error": null,
                     *       "created_at": "2026-03-02T11:58:10.000Z",
                     *       "committed_at": "2026-03-02T11:58:31.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    uploadCsv: {
        parameters: {
            query?: {
                /**
                 * @description the file's name, shown in the import (default import.csv)
                 * @example contacts.csv
                 */
                file_name?: string;
                /** @description the preview's `confirmation`: commit the same file */
                confirmation?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV file (UTF-8, a header row; `,` `;` or tab), at most 10 MB */
        requestBody: {
            content: {
                /**
                 * @example First Name,Last Name,Company,Title,Email,LinkedIn URL
                 *     Maya,Okafor,Northwind Analytics,Director of Sales,maya@northwind.example,https://www.linkedin.com/in/maya-okafor
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description The preview (without `confirmation`) or the committed import (with it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "import_id": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f",
                     *       "file_name": "contacts.csv",
                     *       "format": "plain",
                     *       "delimiter": ",",
                     *       "rows": 1190,
                     *       "invalid": 1,
                     *       "rejected": [
                     *         {
                     *           "line": 214,
                     *           "errors": {
                     *             "company": "required"
                     *           }
                     *         }
                     *       ],
                     *       "mapping": [
                     *         {
                     *           "column": "First Name",
                     *           "fields": [
                     *             "first_name"
                     *           ],
                     *           "custom": null,
                     *           "ignored": false
                     *         },
                     *         {
                     *           "column": "Last Name",
                     *           "fields": [
                     *             "last_name"
                     *           ],
                     *           "custom": null,
                     *           "ignored": false
                     *         },
                     *         {
                     *           "column": "Company",
                     *           "fields": [
                     *             "company"
                     *           ],
                     *           "custom": null,
                     *           "ignored": false
                     *         },
                     *         {
                     *           "column": "Email",
                     *           "fields": [
                     *             "email"
                     *           ],
                     *           "custom": null,
                     *           "ignored": false
                     *         },
                     *         {
                     *           "column": "LinkedIn URL",
                     *           "fields": [
                     *             "social_url"
                     *           ],
                     *           "custom": null,
                     *           "ignored": false
                     *         }
                     *       ],
                     *       "warnings": [],
                     *       "sample": [
                     *         {
                     *           "first_name": "Maya",
                     *           "last_name": "Okafor",
                     *           "company": "Northwind Analytics",
                     *           "email": "maya@northwind.example",
                     *           "social_url": "https://www.linkedin.com/in/maya-okafor"
                     *         }
                     *       ],
                     *       "confirmation": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f.2bq0tC4m1ZlQJx9H0m8d7fUcVrN3yK5pW6eA1sB0oIg"
                     *     }
                     */
                    "application/json": components["schemas"]["CsvPreview"] | components["schemas"]["CsvCommit"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listContactCandidates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The candidates, open ones first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3f2b8c1e-5d4a-4b7e-9c61-2a8f0d9e4b13",
                     *           "social_url": "https://www.linkedin.com/in/daniel-reyes-4b1a",
                     *           "name": "Daniel Reyes",
                     *           "headline": "Account Executive at Fluxgrid Cloud",
                     *           "company": "Fluxgrid Cloud",
                     *           "title": "Account Executive",
                     *           "location": "Austin, United States",
                     *           "score": 1,
                     *           "reasons": [
                     *             "name",
                     *             "company_current"
                     *           ],
                     *           "source": "search",
                     *           "status": "proposed",
                     *           "decided_at": null,
                     *           "created_at": "2026-03-02T06:01:00.000Z"
                     *         },
                     *         {
                     *           "id": "9a1d4e77-0c3b-4f28-8e5a-6b2c7d1f0e94",
                     *           "social_url": "https://www.linkedin.com/in/danny-reyes-77c2",
                     *           "name": "Danny Reyes",
                     *           "headline": "Solutions Engineer at Fluxgrid Cloud",
                     *           "company": "Fluxgrid Cloud",
                     *           "title": "Solutions Engineer",
                     *           "location": "Denver, United States",
                     *           "score": 0.906,
                     *           "reasons": [
                     *             "name",
                     *             "nickname",
                     *             "company_current"
                     *           ],
                     *           "source": "search",
                     *           "status": "proposed",
                     *           "decided_at": null,
                     *           "created_at": "2026-03-02T06:01:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProfileCandidateList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    confirmContactCandidate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90 */
                id: string;
                /** @example 3f2b8c1e-5d4a-4b7e-9c61-2a8f0d9e4b13 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact, now `ready` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *       "first_name": "Maya",
                     *       "last_name": "Okafor",
                     *       "title": "Director of Sales Operations",
                     *       "company": "Northwind Analytics",
                     *       "email": "maya.okafor@northwind.example",
                     *       "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *       "segment": "customer",
                     *       "owner": "Dana Whitfield",
                     *       "crm_id": "0035e00000Bx7QZ",
                     *       "crm_provider": "hubspot",
                     *       "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *       "account_name": "Northwind Analytics",
                     *       "deal_stage": "Closed Won",
                     *       "last_activity": "2026-02-18",
                     *       "relationship_start": "2024-04-01",
                     *       "relationship_end": null,
                     *       "tracking_status": "tracked",
                     *       "tracking_reason": null,
                     *       "city": "Austin",
                     *       "state": "Texas",
                     *       "country": "United States",
                     *       "custom": {
                     *         "lead_source": "Webinar"
                     *       },
                     *       "profile": {
                     *         "id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *         "status": "moved",
                     *         "first_name": "Maya",
                     *         "last_name": "Okafor",
                     *         "headline": "VP Revenue Operations at Brightwave Logistics",
                     *         "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *         "current_company": "Brightwave Logistics",
                     *         "current_title": "VP Revenue Operations",
                     *         "current_since": "2026-02",
                     *         "last_checked_at": "2026-03-02T06:14:09.000Z",
                     *         "last_change_at": "2026-03-02T06:14:09.000Z",
                     *         "baseline_crm_mismatch": false
                     *       },
                     *       "created_at": "2026-01-12T15:02:44.000Z",
                     *       "updated_at": "2026-03-02T06:14:09.000Z",
                     *       "positions": [
                     *         {
                     *           "company": "Brightwave Logistics",
                     *           "company_social_id": "10482217",
                     *           "title": "VP Revenue Operations",
                     *           "started_on": "2026-02",
                     *           "ended_on": null,
                     *           "is_current": true
                     *         },
                     *         {
                     *           "company": "Northwind Analytics",
                     *           "company_social_id": "2291045",
                     *           "title": "Director of Sales Operations",
                     *           "started_on": "2021-06",
                     *           "ended_on": "2026-01",
                     *           "is_current": false
                     *         }
                     *       ],
                     *       "changes": [
                     *         {
                     *           "id": "e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e",
                     *           "type": "moved",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor"
                     *           },
                     *           "from_company": "Northwind Analytics",
                     *           "from_title": "Director of Sales Operations",
                     *           "to_company": "Brightwave Logistics",
                     *           "to_title": "VP Revenue Operations",
                     *           "to_started_on": "2026-02",
                     *           "play_id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "churn_play_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "evidence": {
                     *             "rule": "employer_changed",
                     *             "confidence": 0.95,
                     *             "previous": {
                     *               "company": "Northwind Analytics",
                     *               "company_social_id": "18204417",
                     *               "title": "Director of Sales Operations",
                     *               "started_on": "2022-04"
                     *             },
                     *             "current": {
                     *               "company": "Brightwave Logistics",
                     *               "company_social_id": "30571862",
                     *               "title": "VP Revenue Operations",
                     *               "started_on": "2026-02"
                     *             },
                     *             "surfaced_late": false,
                     *             "confirmed_at": null,
                     *             "trigger": "hazard"
                     *           }
                     *         }
                     *       ],
                     *       "fit": {
                     *         "account": {
                     *           "fit": true,
                     *           "summary": "Brightwave Logistics fits: Logistics and Supply Chain, 1,200 employees, HQ in the United States",
                     *           "criteria": [
                     *             {
                     *               "criterion": "industries",
                     *               "expected": "Logistics and Supply Chain",
                     *               "actual": "Logistics and Supply Chain",
                     *               "result": "match"
                     *             },
                     *             {
                     *               "criterion": "employees",
                     *               "expected": "200-5000",
                     *               "actual": "1200",
                     *               "result": "match"
                     *             }
                     *           ],
                     *           "evaluated_at": "2026-03-02T06:14:09.000Z"
                     *         },
                     *         "contact": {
                     *           "fit": true,
                     *           "summary": "VP Revenue Operations fits: seniority vp, function revops",
                     *           "criteria": [
                     *             {
                     *               "criterion": "seniority",
                     *               "expected": "vp, director",
                     *               "actual": "vp",
                     *               "result": "match"
                     *             },
                     *             {
                     *               "criterion": "functions",
                     *               "expected": "revops, sales",
                     *               "actual": "revops",
                     *               "result": "match"
                     *             }
                     *           ],
                     *           "evaluated_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       },
                     *       "emails": [
                     *         {
                     *           "email": "maya.okafor@brightwave.example",
                     *           "status": "valid",
                     *           "source": "finder",
                     *           "is_primary": true,
                     *           "verified_at": "2026-03-02T06:20:41.000Z"
                     *         },
                     *         {
                     *           "email": "maya.okafor@northwind.example",
                     *           "status": "unverified",
                     *           "source": "crm",
                     *           "is_primary": false,
                     *           "verified_at": null
                     *         }
                     *       ],
                     *       "plays": [
                     *         {
                     *           "id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "type": "direct",
                     *           "status": "open",
                     *           "allowed_statuses": [
                     *             "contacted",
                     *             "replied",
                     *             "meeting",
                     *             "not_relevant"
                     *           ],
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor",
                     *             "social_url": "https://www.linkedin.com/in/maya-okafor"
                     *           },
                     *           "old_company": "Northwind Analytics",
                     *           "old_title": "Director of Sales Operations",
                     *           "new_company": "Brightwave Logistics",
                     *           "new_title": "VP Revenue Operations",
                     *           "account_fit": true,
                     *           "contact_fit": true,
                     *           "segment": "customer",
                     *           "owner": "Dana Whitfield",
                     *           "account_name": "Northwind Analytics",
                     *           "email": "maya.okafor@northwind.example",
                     *           "email_status": "valid",
                     *           "opener": "Congrats on the move to Brightwave Logistics, Maya! Your team at Northwind got a lot out of us; happy to help you set up the same at Brightwave.",
                     *           "notes": null,
                     *           "owner_id": "51234987",
                     *           "crm_record_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "status_changed_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       ],
                     *       "profile_candidates": [
                     *         {
                     *           "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *           "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *           "name": "Maya Okafor",
                     *           "headline": "Director of Sales Operations at Northwind Analytics",
                     *           "company": "Northwind Analytics",
                     *           "title": "Director of Sales Operations",
                     *           "location": "Chicago, United States",
                     *           "score": 1,
                     *           "reasons": [
                     *             "name",
                     *             "company_current"
                     *           ],
                     *           "source": "search",
                     *           "status": "attached",
                     *           "decided_at": "2026-01-12T06:02:10.000Z",
                     *           "created_at": "2026-01-12T06:02:10.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ContactDetail"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The machine refuses the move: the contact is not in review, or the candidate is already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    rejectContactCandidate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90 */
                id: string;
                /** @example 3f2b8c1e-5d4a-4b7e-9c61-2a8f0d9e4b13 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *       "first_name": "Maya",
                     *       "last_name": "Okafor",
                     *       "title": "Director of Sales Operations",
                     *       "company": "Northwind Analytics",
                     *       "email": "maya.okafor@northwind.example",
                     *       "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *       "segment": "customer",
                     *       "owner": "Dana Whitfield",
                     *       "crm_id": "0035e00000Bx7QZ",
                     *       "crm_provider": "hubspot",
                     *       "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *       "account_name": "Northwind Analytics",
                     *       "deal_stage": "Closed Won",
                     *       "last_activity": "2026-02-18",
                     *       "relationship_start": "2024-04-01",
                     *       "relationship_end": null,
                     *       "tracking_status": "tracked",
                     *       "tracking_reason": null,
                     *       "city": "Austin",
                     *       "state": "Texas",
                     *       "country": "United States",
                     *       "custom": {
                     *         "lead_source": "Webinar"
                     *       },
                     *       "profile": {
                     *         "id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *         "status": "moved",
                     *         "first_name": "Maya",
                     *         "last_name": "Okafor",
                     *         "headline": "VP Revenue Operations at Brightwave Logistics",
                     *         "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *         "current_company": "Brightwave Logistics",
                     *         "current_title": "VP Revenue Operations",
                     *         "current_since": "2026-02",
                     *         "last_checked_at": "2026-03-02T06:14:09.000Z",
                     *         "last_change_at": "2026-03-02T06:14:09.000Z",
                     *         "baseline_crm_mismatch": false
                     *       },
                     *       "created_at": "2026-01-12T15:02:44.000Z",
                     *       "updated_at": "2026-03-02T06:14:09.000Z",
                     *       "positions": [
                     *         {
                     *           "company": "Brightwave Logistics",
                     *           "company_social_id": "10482217",
                     *           "title": "VP Revenue Operations",
                     *           "started_on": "2026-02",
                     *           "ended_on": null,
                     *           "is_current": true
                     *         },
                     *         {
                     *           "company": "Northwind Analytics",
                     *           "company_social_id": "2291045",
                     *           "title": "Director of Sales Operations",
                     *           "started_on": "2021-06",
                     *           "ended_on": "2026-01",
                     *           "is_current": false
                     *         }
                     *       ],
                     *       "changes": [
                     *         {
                     *           "id": "e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e",
                     *           "type": "moved",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor"
                     *           },
                     *           "from_company": "Northwind Analytics",
                     *           "from_title": "Director of Sales Operations",
                     *           "to_company": "Brightwave Logistics",
                     *           "to_title": "VP Revenue Operations",
                     *           "to_started_on": "2026-02",
                     *           "play_id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "churn_play_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "evidence": {
                     *             "rule": "employer_changed",
                     *             "confidence": 0.95,
                     *             "previous": {
                     *               "company": "Northwind Analytics",
                     *               "company_social_id": "18204417",
                     *               "title": "Director of Sales Operations",
                     *               "started_on": "2022-04"
                     *             },
                     *             "current": {
                     *               "company": "Brightwave Logistics",
                     *               "company_social_id": "30571862",
                     *               "title": "VP Revenue Operations",
                     *               "started_on": "2026-02"
                     *             },
                     *             "surfaced_late": false,
                     *             "confirmed_at": null,
                     *             "trigger": "hazard"
                     *           }
                     *         }
                     *       ],
                     *       "fit": {
                     *         "account": {
                     *           "fit": true,
                     *           "summary": "Brightwave Logistics fits: Logistics and Supply Chain, 1,200 employees, HQ in the United States",
                     *           "criteria": [
                     *             {
                     *               "criterion": "industries",
                     *               "expected": "Logistics and Supply Chain",
                     *               "actual": "Logistics and Supply Chain",
                     *               "result": "match"
                     *             },
                     *             {
                     *               "criterion": "employees",
                     *               "expected": "200-5000",
                     *               "actual": "1200",
                     *               "result": "match"
                     *             }
                     *           ],
                     *           "evaluated_at": "2026-03-02T06:14:09.000Z"
                     *         },
                     *         "contact": {
                     *           "fit": true,
                     *           "summary": "VP Revenue Operations fits: seniority vp, function revops",
                     *           "criteria": [
                     *             {
                     *               "criterion": "seniority",
                     *               "expected": "vp, director",
                     *               "actual": "vp",
                     *               "result": "match"
                     *             },
                     *             {
                     *               "criterion": "functions",
                     *               "expected": "revops, sales",
                     *               "actual": "revops",
                     *               "result": "match"
                     *             }
                     *           ],
                     *           "evaluated_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       },
                     *       "emails": [
                     *         {
                     *           "email": "maya.okafor@brightwave.example",
                     *           "status": "valid",
                     *           "source": "finder",
                     *           "is_primary": true,
                     *           "verified_at": "2026-03-02T06:20:41.000Z"
                     *         },
                     *         {
                     *           "email": "maya.okafor@northwind.example",
                     *           "status": "unverified",
                     *           "source": "crm",
                     *           "is_primary": false,
                     *           "verified_at": null
                     *         }
                     *       ],
                     *       "plays": [
                     *         {
                     *           "id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "type": "direct",
                     *           "status": "open",
                     *           "allowed_statuses": [
                     *             "contacted",
                     *             "replied",
                     *             "meeting",
                     *             "not_relevant"
                     *           ],
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor",
                     *             "social_url": "https://www.linkedin.com/in/maya-okafor"
                     *           },
                     *           "old_company": "Northwind Analytics",
                     *           "old_title": "Director of Sales Operations",
                     *           "new_company": "Brightwave Logistics",
                     *           "new_title": "VP Revenue Operations",
                     *           "account_fit": true,
                     *           "contact_fit": true,
                     *           "segment": "customer",
                     *           "owner": "Dana Whitfield",
                     *           "account_name": "Northwind Analytics",
                     *           "email": "maya.okafor@northwind.example",
                     *           "email_status": "valid",
                     *           "opener": "Congrats on the move to Brightwave Logistics, Maya! Your team at Northwind got a lot out of us; happy to help you set up the same at Brightwave.",
                     *           "notes": null,
                     *           "owner_id": "51234987",
                     *           "crm_record_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "status_changed_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       ],
                     *       "profile_candidates": []
                     *     }
                     */
                    "application/json": components["schemas"]["ContactDetail"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The machine refuses the move: the contact is not in review, or the candidate is already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1-200 */
                page_size?: number;
                /** @example customer */
                segment?: components["schemas"]["Segment"];
                /**
                 * @description search name or domain
                 * @example northwind
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *           "name": "Northwind Analytics",
                     *           "domain": "northwind.example",
                     *           "segment": "customer",
                     *           "lifecycle_stage": "customer",
                     *           "deal_value": 85000,
                     *           "owner": "Dana Whitfield",
                     *           "crm_id": "0015e00000Q4sTu",
                     *           "crm_provider": "hubspot",
                     *           "social_company_url": "https://www.linkedin.com/company/northwind-analytics",
                     *           "relationship_start": "2024-04-01",
                     *           "relationship_end": null,
                     *           "industry": "Computer Software",
                     *           "employees": 1200,
                     *           "revenue": 12500000,
                     *           "total_funding": 48000000,
                     *           "city": "Seattle",
                     *           "state": "Washington",
                     *           "country": "United States",
                     *           "custom": {
                     *             "tier": "Gold"
                     *           },
                     *           "contacts_total": 14,
                     *           "contacts_tracked": 12,
                     *           "contacts_moved": 1,
                     *           "created_at": "2026-01-12T15:02:44.000Z",
                     *           "updated_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    upsertAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accounts": [
                 *         {
                 *           "name": "Northwind Analytics",
                 *           "domain": "https://www.northwind.example",
                 *           "segment": "customer",
                 *           "owner": "Dana Whitfield",
                 *           "crm_id": "0015e00000Q4sTu",
                 *           "deal_value": "$85K",
                 *           "relationship_start": "2024-04-01",
                 *           "employees": "1001-5000",
                 *           "revenue": "$12.5M",
                 *           "location": "Seattle, WA, United States"
                 *         },
                 *         {
                 *           "name": "Brightwave Logistics",
                 *           "domain": "brightwave.example",
                 *           "segment": "Open deal",
                 *           "industry": "Logistics and Supply Chain",
                 *           "employees": 1200,
                 *           "total_funding": 48000000,
                 *           "custom": {
                 *             "tier": "Silver",
                 *             "partner": true
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpsertAccountsRequest"];
            };
        };
        responses: {
            /** @description Accepted: the accounts are committed; bad rows are listed in `accounts_rejected` with per-field errors. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "import_id": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f",
                     *       "status": "committed",
                     *       "poll": null,
                     *       "accepted": 0,
                     *       "rejected": [],
                     *       "warnings": [],
                     *       "accounts_accepted": 2,
                     *       "accounts_rejected": [],
                     *       "accounts_warnings": [],
                     *       "summary": {
                     *         "contacts_upserted": 0,
                     *         "accounts_upserted": 2,
                     *         "with_social": 0,
                     *         "needs_social": 0,
                     *         "duplicates": 0,
                     *         "profiles_created": 0,
                     *         "profiles_linked": 0
                     *       },
                     *       "baseline_run": null
                     *     }
                     */
                    "application/json": components["schemas"]["UpsertResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *       "name": "Northwind Analytics",
                     *       "domain": "northwind.example",
                     *       "segment": "customer",
                     *       "lifecycle_stage": "customer",
                     *       "deal_value": 85000,
                     *       "owner": "Dana Whitfield",
                     *       "crm_id": "0015e00000Q4sTu",
                     *       "crm_provider": "hubspot",
                     *       "social_company_url": "https://www.linkedin.com/company/northwind-analytics",
                     *       "relationship_start": "2024-04-01",
                     *       "relationship_end": null,
                     *       "industry": "Computer Software",
                     *       "employees": 1200,
                     *       "revenue": 12500000,
                     *       "total_funding": 48000000,
                     *       "city": "Seattle",
                     *       "state": "Washington",
                     *       "country": "United States",
                     *       "custom": {
                     *         "tier": "Gold"
                     *       },
                     *       "contacts_total": 14,
                     *       "contacts_tracked": 12,
                     *       "contacts_moved": 1,
                     *       "created_at": "2026-01-12T15:02:44.000Z",
                     *       "updated_at": "2026-03-02T06:14:09.000Z",
                     *       "contacts": [
                     *         {
                     *           "id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "first_name": "Maya",
                     *           "last_name": "Okafor",
                     *           "title": "Director of Sales Operations",
                     *           "company": "Northwind Analytics",
                     *           "email": "maya.okafor@northwind.example",
                     *           "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *           "segment": "customer",
                     *           "owner": "Dana Whitfield",
                     *           "crm_id": "0035e00000Bx7QZ",
                     *           "crm_provider": "hubspot",
                     *           "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *           "account_name": "Northwind Analytics",
                     *           "deal_stage": "Closed Won",
                     *           "last_activity": "2026-02-18",
                     *           "relationship_start": "2024-04-01",
                     *           "relationship_end": null,
                     *           "tracking_status": "tracked",
                     *           "tracking_reason": null,
                     *           "city": "Austin",
                     *           "state": "Texas",
                     *           "country": "United States",
                     *           "custom": {
                     *             "lead_source": "Webinar"
                     *           },
                     *           "profile": {
                     *             "id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *             "status": "moved",
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor",
                     *             "headline": "VP Revenue Operations at Brightwave Logistics",
                     *             "social_url": "https://www.linkedin.com/in/maya-okafor",
                     *             "current_company": "Brightwave Logistics",
                     *             "current_title": "VP Revenue Operations",
                     *             "current_since": "2026-02",
                     *             "last_checked_at": "2026-03-02T06:14:09.000Z",
                     *             "last_change_at": "2026-03-02T06:14:09.000Z",
                     *             "baseline_crm_mismatch": false
                     *           },
                     *           "created_at": "2026-01-12T15:02:44.000Z",
                     *           "updated_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AccountDetail"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1-200 */
                page_size?: number;
                /** @example moved */
                type?: components["schemas"]["ChangeType"];
                /**
                 * @description only changes detected after it
                 * @example 2026-03-01T00:00:00Z
                 */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of changes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e",
                     *           "type": "moved",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor"
                     *           },
                     *           "from_company": "Northwind Analytics",
                     *           "from_title": "Director of Sales Operations",
                     *           "to_company": "Brightwave Logistics",
                     *           "to_title": "VP Revenue Operations",
                     *           "to_started_on": "2026-02",
                     *           "play_id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "churn_play_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "evidence": {
                     *             "rule": "employer_changed",
                     *             "confidence": 0.95,
                     *             "previous": {
                     *               "company": "Northwind Analytics",
                     *               "company_social_id": "18204417",
                     *               "title": "Director of Sales Operations",
                     *               "started_on": "2022-04"
                     *             },
                     *             "current": {
                     *               "company": "Brightwave Logistics",
                     *               "company_social_id": "30571862",
                     *               "title": "VP Revenue Operations",
                     *               "started_on": "2026-02"
                     *             },
                     *             "surfaced_late": false,
                     *             "confirmed_at": null,
                     *             "trigger": "hazard"
                     *           }
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getChangeQuality: {
        parameters: {
            query?: {
                /**
                 * @description alerts detected at or after it; default 30 days before until
                 * @example 2026-02-01T00:00:00Z
                 */
                since?: string;
                /**
                 * @description alerts detected before it; default now
                 * @example 2026-03-01T00:00:00Z
                 */
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures of the window */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "since": "2026-02-01T00:00:00.000Z",
                     *       "until": "2026-03-01T00:00:00.000Z",
                     *       "confidence_level": 0.95,
                     *       "alerts": 52,
                     *       "verdicts": 30,
                     *       "correct": 28,
                     *       "precision": 0.9333,
                     *       "ci_low": 0.7868,
                     *       "ci_high": 0.9815,
                     *       "verdict_share": 0.5769,
                     *       "verdict_counts": {
                     *         "correct": 28,
                     *         "not_a_job_change": 1,
                     *         "wrong_person": 0,
                     *         "wrong_company": 1,
                     *         "wrong_type": 0
                     *       },
                     *       "by_type": [
                     *         {
                     *           "type": "moved",
                     *           "alerts": 40,
                     *           "verdicts": 25,
                     *           "correct": 24,
                     *           "precision": 0.96,
                     *           "ci_low": 0.8046,
                     *           "ci_high": 0.9929
                     *         },
                     *         {
                     *           "type": "promoted",
                     *           "alerts": 12,
                     *           "verdicts": 5,
                     *           "correct": 4,
                     *           "precision": 0.8,
                     *           "ci_low": 0.3755,
                     *           "ci_high": 0.9638
                     *         }
                     *       ],
                     *       "by_rule": [
                     *         {
                     *           "rule": "employer_changed",
                     *           "alerts": 40,
                     *           "verdicts": 25,
                     *           "correct": 24,
                     *           "precision": 0.96,
                     *           "ci_low": 0.8046,
                     *           "ci_high": 0.9929
                     *         },
                     *         {
                     *           "rule": "seniority_step_up",
                     *           "alerts": 12,
                     *           "verdicts": 5,
                     *           "correct": 4,
                     *           "precision": 0.8,
                     *           "ci_low": 0.3755,
                     *           "ci_high": 0.9638
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeQuality"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listChangeFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history of verdicts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "4e6a8c0e-2b4d-4f6a-8c1e-5b7d9f1a3c5e",
                     *           "change_id": "e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e",
                     *           "verdict": "not_a_job_change",
                     *           "note": "She started a newsletter on the side; still at Northwind.",
                     *           "given_by": "api_key:1f3a5c7e-9b2d-4f6a-8c0e-2d4f6a8c0e1b",
                     *           "given_at": "2026-03-02T09:41:00.000Z",
                     *           "replaced_at": null,
                     *           "effects": {
                     *             "aliases_learned": 0,
                     *             "aliases_forgotten": 0,
                     *             "contacts_to_review": [],
                     *             "plays_archived": [
                     *               "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c"
                     *             ],
                     *             "plays_restored": []
                     *           }
                     *         },
                     *         {
                     *           "id": "8b0d2f4a-6c8e-4a1b-9d3f-7e9a1c3e5a7b",
                     *           "change_id": "e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e",
                     *           "verdict": "correct",
                     *           "note": null,
                     *           "given_by": "slack:T024BE7LD:U0G9QF9C6",
                     *           "given_at": "2026-03-02T07:05:00.000Z",
                     *           "replaced_at": "2026-03-02T09:41:00.000Z",
                     *           "effects": {
                     *             "aliases_learned": 0,
                     *             "aliases_forgotten": 0,
                     *             "contacts_to_review": [],
                     *             "plays_archived": [],
                     *             "plays_restored": []
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeFeedbackHistory"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    giveChangeFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "verdict": "not_a_job_change",
                 *       "note": "She started a newsletter on the side."
                 *     }
                 */
                "application/json": components["schemas"]["ChangeFeedbackInput"];
            };
        };
        responses: {
            /** @description The verdict recorded, with its effects */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4e6a8c0e-2b4d-4f6a-8c1e-5b7d9f1a3c5e",
                     *       "change_id": "e1c3a5b7-9d2f-4e6a-8b0c-4d6f8a0b2c4e",
                     *       "verdict": "not_a_job_change",
                     *       "note": "She started a newsletter on the side; still at Northwind.",
                     *       "given_by": "api_key:1f3a5c7e-9b2d-4f6a-8c0e-2d4f6a8c0e1b",
                     *       "given_at": "2026-03-02T09:41:00.000Z",
                     *       "replaced_at": null,
                     *       "effects": {
                     *         "aliases_learned": 0,
                     *         "aliases_forgotten": 0,
                     *         "contacts_to_review": [],
                     *         "plays_archived": [
                     *           "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c"
                     *         ],
                     *         "plays_restored": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeFeedback"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listPlays: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1-200 */
                page_size?: number;
                /** @example direct */
                type?: components["schemas"]["PlayType"];
                /**
                 * @description when given, archive plays are listed too
                 * @example open
                 */
                status?: components["schemas"]["PlayStatus"];
                account_fit?: "yes" | "no";
                contact_fit?: "yes" | "no";
                /** @description CRM owner name (exact) */
                owner?: string;
                segment?: components["schemas"]["Segment"];
                /**
                 * @description YYYY-MM-DD; plays detected on or after that day (UTC)
                 * @example 2026-03-01
                 */
                since?: string;
                /** @description search person name, company (old or new) and title */
                q?: string;
                /**
                 * @description default: open plays first, then newest first
                 * @example detected
                 */
                sort?: "person" | "detected" | "change" | "relationship" | "afit" | "cfit" | "email" | "play" | "status" | "owner";
                /**
                 * @description default desc for detected, afit, cfit; asc otherwise
                 * @example desc
                 */
                dir?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plays */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "type": "direct",
                     *           "status": "open",
                     *           "allowed_statuses": [
                     *             "contacted",
                     *             "replied",
                     *             "meeting",
                     *             "not_relevant"
                     *           ],
                     *           "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *           "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *           "person": {
                     *             "first_name": "Maya",
                     *             "last_name": "Okafor",
                     *             "social_url": "https://www.linkedin.com/in/maya-okafor"
                     *           },
                     *           "old_company": "Northwind Analytics",
                     *           "old_title": "Director of Sales Operations",
                     *           "new_company": "Brightwave Logistics",
                     *           "new_title": "VP Revenue Operations",
                     *           "account_fit": true,
                     *           "contact_fit": true,
                     *           "segment": "customer",
                     *           "owner": "Dana Whitfield",
                     *           "account_name": "Northwind Analytics",
                     *           "email": "maya.okafor@northwind.example",
                     *           "email_status": "valid",
                     *           "opener": "Congrats on the move to Brightwave Logistics, Maya! Your team at Northwind got a lot out of us; happy to help you set up the same at Brightwave.",
                     *           "notes": null,
                     *           "owner_id": "51234987",
                     *           "crm_record_id": null,
                     *           "detected_at": "2026-03-02T06:14:09.000Z",
                     *           "status_changed_at": "2026-03-02T06:14:09.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["PlayList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getPlay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The play */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *       "type": "direct",
                     *       "status": "open",
                     *       "allowed_statuses": [
                     *         "contacted",
                     *         "replied",
                     *         "meeting",
                     *         "not_relevant"
                     *       ],
                     *       "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *       "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *       "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *       "person": {
                     *         "first_name": "Maya",
                     *         "last_name": "Okafor",
                     *         "social_url": "https://www.linkedin.com/in/maya-okafor"
                     *       },
                     *       "old_company": "Northwind Analytics",
                     *       "old_title": "Director of Sales Operations",
                     *       "new_company": "Brightwave Logistics",
                     *       "new_title": "VP Revenue Operations",
                     *       "account_fit": true,
                     *       "contact_fit": true,
                     *       "segment": "customer",
                     *       "owner": "Dana Whitfield",
                     *       "account_name": "Northwind Analytics",
                     *       "email": "maya.okafor@northwind.example",
                     *       "email_status": "valid",
                     *       "opener": "Congrats on the move to Brightwave Logistics, Maya! Your team at Northwind got a lot out of us; happy to help you set up the same at Brightwave.",
                     *       "notes": null,
                     *       "owner_id": "51234987",
                     *       "crm_record_id": null,
                     *       "detected_at": "2026-03-02T06:14:09.000Z",
                     *       "status_changed_at": "2026-03-02T06:14:09.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PlayOutput"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    updatePlay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "contacted",
                 *       "notes": "Sent the opener on 2 March; follow up on 9 March."
                 *     }
                 */
                "application/json": components["schemas"]["PlayPatch"];
            };
        };
        responses: {
            /** @description The updated play */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *       "type": "direct",
                     *       "status": "contacted",
                     *       "allowed_statuses": [
                     *         "replied",
                     *         "meeting",
                     *         "not_relevant"
                     *       ],
                     *       "contact_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *       "account_id": "c4a1e8d2-7b3f-4a96-8e5c-1d2f3a4b5c6d",
                     *       "profile_id": "2f8b6d4a-9c1e-4b7f-a3d5-6e8f0a1b2c3d",
                     *       "person": {
                     *         "first_name": "Maya",
                     *         "last_name": "Okafor",
                     *         "social_url": "https://www.linkedin.com/in/maya-okafor"
                     *       },
                     *       "old_company": "Northwind Analytics",
                     *       "old_title": "Director of Sales Operations",
                     *       "new_company": "Brightwave Logistics",
                     *       "new_title": "VP Revenue Operations",
                     *       "account_fit": true,
                     *       "contact_fit": true,
                     *       "segment": "customer",
                     *       "owner": "Dana Whitfield",
                     *       "account_name": "Northwind Analytics",
                     *       "email": "maya.okafor@northwind.example",
                     *       "email_status": "valid",
                     *       "opener": "Congrats on the move to Brightwave Logistics, Maya! Your team at Northwind got a lot out of us; happy to help you set up the same at Brightwave.",
                     *       "notes": "Sent the opener on 2 March; follow up on 9 March.",
                     *       "owner_id": "51234987",
                     *       "crm_record_id": null,
                     *       "detected_at": "2026-03-02T06:14:09.000Z",
                     *       "status_changed_at": "2026-03-02T06:14:09.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PlayOutput"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getIcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ICP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account": {
                     *         "version": 3,
                     *         "rules": {
                     *           "version": 1,
                     *           "unknown_policy": "fail",
                     *           "industries": {
                     *             "any": [
                     *               "Computer Software",
                     *               "Logistics and Supply Chain"
                     *             ]
                     *           },
                     *           "employees": {
                     *             "min": 200,
                     *             "max": 5000
                     *           },
                     *           "hq": {
                     *             "countries": [
                     *               "United States",
                     *               "Canada"
                     *             ]
                     *           },
                     *           "exclude": {
                     *             "domains": [
                     *               "competitor.example"
                     *             ],
                     *             "current_customers": false
                     *           }
                     *         },
                     *         "updated_at": "2026-03-01T09:30:00.000Z"
                     *       },
                     *       "contact": {
                     *         "version": 2,
                     *         "rules": {
                     *           "version": 1,
                     *           "title": {
                     *             "include": [
                     *               "revenue operations",
                     *               "sales operations"
                     *             ],
                     *             "exclude": [
                     *               "intern"
                     *             ]
                     *           },
                     *           "seniority": [
                     *             "vp",
                     *             "director"
                     *           ],
                     *           "functions": [
                     *             "revops",
                     *             "sales"
                     *           ],
                     *           "min_tenure_months": 6
                     *         },
                     *         "updated_at": "2026-03-01T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Icp"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    updateIcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": {
                 *         "version": 1,
                 *         "unknown_policy": "fail",
                 *         "industries": {
                 *           "any": [
                 *             "Computer Software",
                 *             "Logistics and Supply Chain"
                 *           ]
                 *         },
                 *         "employees": {
                 *           "min": 200,
                 *           "max": 5000
                 *         },
                 *         "hq": {
                 *           "countries": [
                 *             "United States",
                 *             "Canada"
                 *           ]
                 *         },
                 *         "exclude": {
                 *           "domains": [
                 *             "competitor.example"
                 *           ],
                 *           "current_customers": false
                 *         }
                 *       },
                 *       "contact": {
                 *         "version": 1,
                 *         "title": {
                 *           "include": [
                 *             "revenue operations",
                 *             "sales operations"
                 *           ],
                 *           "exclude": [
                 *             "intern"
                 *           ]
                 *         },
                 *         "seniority": [
                 *           "vp",
                 *           "director"
                 *         ],
                 *         "functions": [
                 *           "revops",
                 *           "sales"
                 *         ],
                 *         "min_tenure_months": 6
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["IcpUpdate"];
            };
        };
        responses: {
            /** @description The ICP after the update */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account": {
                     *         "version": 3,
                     *         "rules": {
                     *           "version": 1,
                     *           "unknown_policy": "fail",
                     *           "industries": {
                     *             "any": [
                     *               "Computer Software",
                     *               "Logistics and Supply Chain"
                     *             ]
                     *           },
                     *           "employees": {
                     *             "min": 200,
                     *             "max": 5000
                     *           },
                     *           "hq": {
                     *             "countries": [
                     *               "United States",
                     *               "Canada"
                     *             ]
                     *           },
                     *           "exclude": {
                     *             "domains": [
                     *               "competitor.example"
                     *             ],
                     *             "current_customers": false
                     *           }
                     *         },
                     *         "updated_at": "2026-03-01T09:30:00.000Z"
                     *       },
                     *       "contact": {
                     *         "version": 2,
                     *         "rules": {
                     *           "version": 1,
                     *           "title": {
                     *             "include": [
                     *               "revenue operations",
                     *               "sales operations"
                     *             ],
                     *             "exclude": [
                     *               "intern"
                     *             ]
                     *           },
                     *           "seniority": [
                     *             "vp",
                     *             "director"
                     *           ],
                     *           "functions": [
                     *             "revops",
                     *             "sales"
                     *           ],
                     *           "min_tenure_months": 6
                     *         },
                     *         "updated_at": "2026-03-01T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Icp"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listIcpVersions: {
        parameters: {
            query?: {
                /**
                 * @description Only this rule set
                 * @example account
                 */
                kind?: "account" | "contact";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "kind": "account",
                     *           "version": 2,
                     *           "rules": {
                     *             "version": 1,
                     *             "unknown_policy": "fail",
                     *             "industries": {
                     *               "any": [
                     *                 "Computer Software",
                     *                 "Logistics and Supply Chain"
                     *               ]
                     *             },
                     *             "employees": {
                     *               "min": 200,
                     *               "max": 5000
                     *             },
                     *             "hq": {
                     *               "countries": [
                     *                 "United States",
                     *                 "Canada"
                     *               ]
                     *             },
                     *             "exclude": {
                     *               "domains": [
                     *                 "competitor.example"
                     *               ],
                     *               "current_customers": false
                     *             }
                     *           },
                     *           "created_at": "2026-03-01T09:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["IcpVersionList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    previewIcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": {
                 *         "version": 1,
                 *         "unknown_policy": "fail",
                 *         "industries": {
                 *           "any": [
                 *             "Computer Software",
                 *             "Logistics and Supply Chain"
                 *           ]
                 *         },
                 *         "employees": {
                 *           "min": 200,
                 *           "max": 5000
                 *         },
                 *         "hq": {
                 *           "countries": [
                 *             "United States",
                 *             "Canada"
                 *           ]
                 *         },
                 *         "exclude": {
                 *           "domains": [
                 *             "competitor.example"
                 *           ],
                 *           "current_customers": false
                 *         }
                 *       },
                 *       "contact": {
                 *         "version": 1,
                 *         "title": {
                 *           "include": [
                 *             "revenue operations",
                 *             "sales operations"
                 *           ],
                 *           "exclude": [
                 *             "intern"
                 *           ]
                 *         },
                 *         "seniority": [
                 *           "vp",
                 *           "director"
                 *         ],
                 *         "functions": [
                 *           "revops",
                 *           "sales"
                 *         ],
                 *         "min_tenure_months": 6
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["IcpUpdate"];
            };
        };
        responses: {
            /** @description The counts, candidate next to current */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "current_versions": {
                     *         "account": 3,
                     *         "contact": 2
                     *       },
                     *       "accounts": {
                     *         "total": 412,
                     *         "account_fit": {
                     *           "candidate": {
                     *             "fit": 180,
                     *             "no_fit": 201,
                     *             "unknown": 31
                     *           },
                     *           "current": {
                     *             "fit": 152,
                     *             "no_fit": 229,
                     *             "unknown": 31
                     *           },
                     *           "newly_fit": 30,
                     *           "no_longer_fit": 2
                     *         }
                     *       },
                     *       "contacts": {
                     *         "total": 1190,
                     *         "account_fit": {
                     *           "candidate": {
                     *             "fit": 540,
                     *             "no_fit": 590,
                     *             "unknown": 60
                     *           },
                     *           "current": {
                     *             "fit": 470,
                     *             "no_fit": 660,
                     *             "unknown": 60
                     *           },
                     *           "newly_fit": 74,
                     *           "no_longer_fit": 4
                     *         },
                     *         "contact_fit": {
                     *           "candidate": {
                     *             "fit": 310,
                     *             "no_fit": 850,
                     *             "unknown": 30
                     *           },
                     *           "current": {
                     *             "fit": 310,
                     *             "no_fit": 850,
                     *             "unknown": 30
                     *           },
                     *           "newly_fit": 0,
                     *           "no_longer_fit": 0
                     *         },
                     *         "both": {
                     *           "candidate": {
                     *             "fit": 160,
                     *             "no_fit": 980,
                     *             "unknown": 50
                     *           },
                     *           "current": {
                     *             "fit": 139,
                     *             "no_fit": 1001,
                     *             "unknown": 50
                     *           },
                     *           "newly_fit": 23,
                     *           "no_longer_fit": 2
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IcpPreview"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listRuns: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page, 1-200
                 * @example 20
                 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "kind": "scheduled",
                     *           "status": "completed",
                     *           "paused_reason": null,
                     *           "resume_after": null,
                     *           "created_at": "2026-03-02T12:00:00.000Z",
                     *           "started_at": "2026-03-02T12:00:02.000Z",
                     *           "finished_at": "2026-03-02T12:04:41.000Z",
                     *           "totals": {
                     *             "items": 1190,
                     *             "processed": 1190,
                     *             "moved": 21,
                     *             "promoted": 6,
                     *             "left": 3,
                     *             "not_found": 2,
                     *             "unknown": 0,
                     *             "plays_created": 24,
                     *             "credits_charged": 1190
                     *           },
                     *           "warnings": [],
                     *           "error": null,
                     *           "second_looks_pending": 1
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["RunList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    startRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "force": false
                 *     }
                 */
                "application/json": components["schemas"]["StartRun"];
            };
        };
        responses: {
            /** @description The run already queued or running */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *       "kind": "manual",
                     *       "status": "running",
                     *       "paused_reason": null,
                     *       "resume_after": null,
                     *       "created_at": "2026-03-02T12:00:00.000Z",
                     *       "started_at": "2026-03-02T12:00:02.000Z",
                     *       "finished_at": null,
                     *       "totals": {
                     *         "items": 1190,
                     *         "processed": 640,
                     *         "moved": 11,
                     *         "promoted": 3,
                     *         "left": 0,
                     *         "not_found": 0,
                     *         "unknown": 0,
                     *         "plays_created": 12,
                     *         "credits_charged": 640
                     *       },
                     *       "warnings": [],
                     *       "error": null,
                     *       "second_looks_pending": 0
                     *     }
                     */
                    "application/json": components["schemas"]["RunOutput"];
                };
            };
            /** @description A new run, queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *       "kind": "manual",
                     *       "status": "queued",
                     *       "paused_reason": null,
                     *       "resume_after": null,
                     *       "created_at": "2026-03-02T12:00:00.000Z",
                     *       "started_at": null,
                     *       "finished_at": null,
                     *       "totals": {
                     *         "items": 1190,
                     *         "processed": 0,
                     *         "moved": 0,
                     *         "promoted": 0,
                     *         "left": 0,
                     *         "not_found": 0,
                     *         "unknown": 0,
                     *         "plays_created": 0,
                     *         "credits_charged": 0
                     *       },
                     *       "warnings": [],
                     *       "error": null,
                     *       "second_looks_pending": 0
                     *     }
                     */
                    "application/json": components["schemas"]["RunOutput"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    estimateRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The estimate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "profiles_due": 1150,
                     *       "profiles_recently_checked": 40,
                     *       "profiles_total": 1190,
                     *       "credits_needed": 1150,
                     *       "credit_balance": 4200,
                     *       "cost_cents": 2300,
                     *       "sufficient_credits": true,
                     *       "refresh_strategy": "adaptive",
                     *       "monthly_credit_budget": 3000,
                     *       "budget_left": 1820,
                     *       "within_budget": true,
                     *       "next_scheduled_at": "2026-03-10T11:00:00.000Z",
                     *       "next_scheduled_checks": 64
                     *     }
                     */
                    "application/json": components["schemas"]["RunEstimate"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *       "kind": "manual",
                     *       "status": "running",
                     *       "paused_reason": null,
                     *       "resume_after": null,
                     *       "created_at": "2026-03-02T12:00:00.000Z",
                     *       "started_at": "2026-03-02T12:00:02.000Z",
                     *       "finished_at": null,
                     *       "totals": {
                     *         "items": 1190,
                     *         "processed": 640,
                     *         "moved": 11,
                     *         "promoted": 3,
                     *         "left": 0,
                     *         "not_found": 0,
                     *         "unknown": 0,
                     *         "plays_created": 12,
                     *         "credits_charged": 640
                     *       },
                     *       "warnings": [],
                     *       "error": null,
                     *       "second_looks_pending": 0
                     *     }
                     */
                    "application/json": components["schemas"]["RunOutput"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    resumeRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resumed run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *       "kind": "manual",
                     *       "status": "running",
                     *       "paused_reason": null,
                     *       "resume_after": null,
                     *       "created_at": "2026-03-02T12:00:00.000Z",
                     *       "started_at": "2026-03-02T12:00:02.000Z",
                     *       "finished_at": null,
                     *       "totals": {
                     *         "items": 1190,
                     *         "processed": 640,
                     *         "moved": 11,
                     *         "promoted": 3,
                     *         "left": 0,
                     *         "not_found": 0,
                     *         "unknown": 0,
                     *         "plays_created": 12,
                     *         "credits_charged": 640
                     *       },
                     *       "warnings": [],
                     *       "error": null,
                     *       "second_looks_pending": 0
                     *     }
                     */
                    "application/json": components["schemas"]["RunOutput"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description run_not_paused, run_not_resumable, insufficient_credits or (extensions) budget_exhausted and refresh_in_progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    cancelRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *       "kind": "manual",
                     *       "status": "cancelled",
                     *       "paused_reason": null,
                     *       "resume_after": null,
                     *       "created_at": "2026-03-02T12:00:00.000Z",
                     *       "started_at": "2026-03-02T12:00:02.000Z",
                     *       "finished_at": "2026-03-02T12:02:10.000Z",
                     *       "totals": {
                     *         "items": 1190,
                     *         "processed": 640,
                     *         "moved": 11,
                     *         "promoted": 3,
                     *         "left": 0,
                     *         "not_found": 0,
                     *         "unknown": 0,
                     *         "plays_created": 12,
                     *         "credits_charged": 640
                     *       },
                     *       "warnings": [],
                     *       "error": null,
                     *       "second_looks_pending": 0
                     *     }
                     */
                    "application/json": components["schemas"]["RunOutput"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description run_not_cancellable */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    estimateFinder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The estimate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "find_profiles": true,
                     *       "find_emails": true,
                     *       "profiles_to_search": 42,
                     *       "search_credits": 0,
                     *       "first_check_credits_max": 42,
                     *       "emails_to_find": 7,
                     *       "email_credits_max": 7,
                     *       "credit_balance": 4200
                     *     }
                     */
                    "application/json": components["schemas"]["FinderEstimate"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    sendSignals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "signals": [
                 *         {
                 *           "email": "maya.okafor@northwind.example",
                 *           "kind": "email_bounced",
                 *           "observed_at": "2026-03-04T08:12:00Z",
                 *           "detail": "550 5.1.1 user unknown"
                 *         },
                 *         {
                 *           "crm_id": "003Hs00001Abc",
                 *           "kind": "auto_reply_left",
                 *           "observed_at": "2026-03-04T09:30:00Z",
                 *           "detail": "Jordan no longer works at Brightwave"
                 *         },
                 *         {
                 *           "contact_id": "7e3a9c51-6d2b-4e8f-a1c4-5b9d0e2f7a36",
                 *           "kind": "crm_title_changed",
                 *           "observed_at": "2026-03-03T17:00:00Z"
                 *         },
                 *         {
                 *           "crm_id": "not-in-this-workspace",
                 *           "kind": "other",
                 *           "observed_at": "2026-03-04T10:00:00Z"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SignalsRequestDoc"];
            };
        };
        responses: {
            /** @description Accepted rows stored; bad rows listed in `rejected` */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accepted": 3,
                     *       "rejected": [
                     *         {
                     *           "index": 3,
                     *           "errors": {
                     *             "crm_id": "no contact with this crm_id in the workspace"
                     *           }
                     *         }
                     *       ],
                     *       "contacts": 3
                     *     }
                     */
                    "application/json": components["schemas"]["SignalsResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getCreditForecast: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The forecast */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "days": [
                     *         {
                     *           "date": "2026-03-27",
                     *           "checks": 41,
                     *           "credits": 41
                     *         },
                     *         {
                     *           "date": "2026-03-28",
                     *           "checks": 44,
                     *           "credits": 44
                     *         },
                     *         {
                     *           "date": "2026-03-29",
                     *           "checks": 44,
                     *           "credits": 44
                     *         },
                     *         {
                     *           "date": "2026-03-30",
                     *           "checks": 43,
                     *           "credits": 43
                     *         },
                     *         {
                     *           "date": "2026-03-31",
                     *           "checks": 44,
                     *           "credits": 44
                     *         }
                     *       ],
                     *       "spent": 2784,
                     *       "projected_total": 3000,
                     *       "budget": 3000,
                     *       "refresh_strategy": "adaptive"
                     *     }
                     */
                    "application/json": components["schemas"]["CreditForecast"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getFreshness: {
        parameters: {
            query?: {
                /**
                 * @description start of the window (changes detected after it); default 90 days ago
                 * @example 2025-12-05T00:00:00Z
                 */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Freshness in the window */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "since": "2025-12-05T00:00:00.000Z",
                     *       "until": "2026-03-05T09:00:00.000Z",
                     *       "changes": 84,
                     *       "p50_lag_days": 6.4,
                     *       "p90_lag_days": 21.5,
                     *       "within_7_days": 0.55,
                     *       "within_30_days": 0.94,
                     *       "credits": 2604,
                     *       "credits_per_change": 31,
                     *       "by_trigger": {
                     *         "sweep": {
                     *           "changes": 12,
                     *           "p50_lag_days": 16.2,
                     *           "p90_lag_days": 39.8,
                     *           "within_7_days": 0.17,
                     *           "within_30_days": 0.75,
                     *           "credits": 610,
                     *           "credits_per_change": 50.83
                     *         },
                     *         "hazard": {
                     *           "changes": 23,
                     *           "p50_lag_days": 9.1,
                     *           "p90_lag_days": 24.6,
                     *           "within_7_days": 0.39,
                     *           "within_30_days": 0.91,
                     *           "credits": 1720,
                     *           "credits_per_change": 74.78
                     *         },
                     *         "feed": {
                     *           "changes": 38,
                     *           "p50_lag_days": 4.3,
                     *           "p90_lag_days": 11.9,
                     *           "within_7_days": 0.76,
                     *           "within_30_days": 1,
                     *           "credits": 214,
                     *           "credits_per_change": 5.63
                     *         },
                     *         "signal": {
                     *           "changes": 11,
                     *           "p50_lag_days": 3.1,
                     *           "p90_lag_days": 8.7,
                     *           "within_7_days": 0.82,
                     *           "within_30_days": 1,
                     *           "credits": 60,
                     *           "credits_per_change": 5.45
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Freshness"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every endpoint (no paging) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "d8f0b2c4-6e8a-4b1d-9f3a-5c7e9b1d3f5a",
                     *           "url": "https://hooks.acme-sales.example/tracker",
                     *           "events": [
                     *             "play.created",
                     *             "run.completed"
                     *           ],
                     *           "description": "Plays into the sales ops queue",
                     *           "status": "active",
                     *           "failure_count": 0,
                     *           "created_at": "2026-02-20T10:15:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.acme-sales.example/tracker",
                 *       "events": [
                 *         "play.created",
                 *         "run.completed"
                 *       ],
                 *       "description": "Plays into the sales ops queue"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookCreate"];
            };
        };
        responses: {
            /** @description The endpoint, with `secret` (shown only now) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d8f0b2c4-6e8a-4b1d-9f3a-5c7e9b1d3f5a",
                     *       "url": "https://hooks.acme-sales.example/tracker",
                     *       "events": [
                     *         "play.created",
                     *         "run.completed"
                     *       ],
                     *       "description": "Plays into the sales ops queue",
                     *       "status": "active",
                     *       "failure_count": 0,
                     *       "created_at": "2026-02-20T10:15:00.000Z",
                     *       "secret": "whsec_4f9c2e7a1b8d3f6e0a5c9b2d7e4f1a8c"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example d8f0b2c4-6e8a-4b1d-9f3a-5c7e9b1d3f5a
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example d8f0b2c4-6e8a-4b1d-9f3a-5c7e9b1d3f5a
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "active",
                 *       "events": [
                 *         "play.created",
                 *         "contact.changed",
                 *         "run.completed"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WebhookPatch"];
            };
        };
        responses: {
            /** @description The updated endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d8f0b2c4-6e8a-4b1d-9f3a-5c7e9b1d3f5a",
                     *       "url": "https://hooks.acme-sales.example/tracker",
                     *       "events": [
                     *         "play.created",
                     *         "contact.changed",
                     *         "run.completed"
                     *       ],
                     *       "description": "Plays into the sales ops queue",
                     *       "status": "active",
                     *       "failure_count": 0,
                     *       "created_at": "2026-02-20T10:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example d8f0b2c4-6e8a-4b1d-9f3a-5c7e9b1d3f5a
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queued delivery */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivery_id": 1843,
                     *       "status": "pending"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page, 1-200
                 * @example 50
                 */
                page_size?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example d8f0b2c4-6e8a-4b1d-9f3a-5c7e9b1d3f5a
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries (no total) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1842,
                     *           "event": "play.created",
                     *           "event_key": "play:6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "status": "delivered",
                     *           "attempts": 1,
                     *           "last_status": 200,
                     *           "last_error": null,
                     *           "delivered_at": "2026-03-02T06:14:11.000Z",
                     *           "next_attempt_at": null,
                     *           "created_at": "2026-03-02T06:14:10.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50
                     *     }
                     */
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    startSalesforceConnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "login_url": "https://acme.my.salesforce.com"
                 *     }
                 */
                "application/json": components["schemas"]["SalesforceConnect"];
            };
        };
        responses: {
            /** @description The login URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "authorization_url": "https://acme.my.salesforce.com/services/oauth2/authorize?scope=api%20refresh_token&state=v2.k1.abc&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&response_type=code&client_id=3MVG9...&redirect_uri=https%3A%2F%2Ftracker.example.com%2Fintegrations%2Fsalesforce%2Fcallback",
                     *       "redirect_uri": "https://tracker.example.com/integrations/salesforce/callback",
                     *       "expires_at": "2026-11-26T19:40:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SalesforceAuthorization"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    connectSalesforceJwt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "login_url": "https://login.salesforce.com",
                 *       "username": "integration@acme.com",
                 *       "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEvQ...\n-----END PRIVATE KEY-----\n"
                 *     }
                 */
                "application/json": components["schemas"]["SalesforceJwtConnect"];
            };
        };
        responses: {
            /** @description Connected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "connected",
                     *       "broken_reason": null,
                     *       "auth": "web_server",
                     *       "login_url": "https://acme.my.salesforce.com",
                     *       "instance_url": "https://acme.my.salesforce.com",
                     *       "org": "00D5e000000AbCdEAK",
                     *       "username": null,
                     *       "refresh_token": "5Aep8…Qx3k",
                     *       "mapping": {
                     *         "profile_url_field": "LinkedIn_Profile__c",
                     *         "custom_fields": {
                     *           "Champion_Score__c": "champion_score"
                     *         },
                     *         "external_id_field": "Job_Change_Tracker_Id__c",
                     *         "left_company_date_field": "No_Longer_At_Company_Date__c",
                     *         "left_company_checkbox_field": "No_Longer_At_Company__c",
                     *         "bulk_threshold": 10000
                     *       },
                     *       "previewed_at": "2026-11-26T19:31:00.000Z",
                     *       "last_sync_at": "2026-11-26T19:35:00.000Z",
                     *       "sync_cursor": "2026-11-26T19:34:58.123Z",
                     *       "api_usage": {
                     *         "used": 1204,
                     *         "limit": 100000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SalesforceStatus"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getSalesforceConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection (secrets masked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "connected",
                     *       "broken_reason": null,
                     *       "auth": "web_server",
                     *       "login_url": "https://acme.my.salesforce.com",
                     *       "instance_url": "https://acme.my.salesforce.com",
                     *       "org": "00D5e000000AbCdEAK",
                     *       "username": null,
                     *       "refresh_token": "5Aep8…Qx3k",
                     *       "mapping": {
                     *         "profile_url_field": "LinkedIn_Profile__c",
                     *         "custom_fields": {
                     *           "Champion_Score__c": "champion_score"
                     *         },
                     *         "external_id_field": "Job_Change_Tracker_Id__c",
                     *         "left_company_date_field": "No_Longer_At_Company_Date__c",
                     *         "left_company_checkbox_field": "No_Longer_At_Company__c",
                     *         "bulk_threshold": 10000
                     *       },
                     *       "previewed_at": "2026-11-26T19:31:00.000Z",
                     *       "last_sync_at": "2026-11-26T19:35:00.000Z",
                     *       "sync_cursor": "2026-11-26T19:34:58.123Z",
                     *       "api_usage": {
                     *         "used": 1204,
                     *         "limit": 100000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SalesforceStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    disconnectSalesforce: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "removed": true,
                     *       "revoked": true
                     *     }
                     */
                    "application/json": components["schemas"]["SalesforceDisconnected"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    setSalesforceMapping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "profile_url_field": "LinkedIn_Profile__c",
                 *       "custom_fields": {
                 *         "Champion_Score__c": "champion_score"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Contact field holding the profile URL.
                     * @default LinkedIn_URL__c
                     */
                    profile_url_field?: string;
                    /**
                     * @description Contact field → key in the contact's `custom`.
                     * @default {}
                     */
                    custom_fields?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Contact external-id field the write-back upserts through (text, unique, external id).
                     * @default Job_Change_Tracker_Id__c
                     */
                    external_id_field?: string;
                    /**
                     * @description Contact date field set on the old record when the person left; null: none.
                     * @default No_Longer_At_Company_Date__c
                     */
                    left_company_date_field?: string | null;
                    /**
                     * @description Contact checkbox set on the old record when the person left; null: none.
                     * @default No_Longer_At_Company__c
                     */
                    left_company_checkbox_field?: string | null;
                    /**
                     * @description Past this many records an object is read by Bulk API 2.0.
                     * @default 10000
                     */
                    bulk_threshold?: number;
                };
            };
        };
        responses: {
            /** @description The connection with its mapping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "connected",
                     *       "broken_reason": null,
                     *       "auth": "web_server",
                     *       "login_url": "https://acme.my.salesforce.com",
                     *       "instance_url": "https://acme.my.salesforce.com",
                     *       "org": "00D5e000000AbCdEAK",
                     *       "username": null,
                     *       "refresh_token": "5Aep8…Qx3k",
                     *       "mapping": {
                     *         "profile_url_field": "LinkedIn_Profile__c",
                     *         "custom_fields": {
                     *           "Champion_Score__c": "champion_score"
                     *         },
                     *         "external_id_field": "Job_Change_Tracker_Id__c",
                     *         "left_company_date_field": "No_Longer_At_Company_Date__c",
                     *         "left_company_checkbox_field": "No_Longer_At_Company__c",
                     *         "bulk_threshold": 10000
                     *       },
                     *       "previewed_at": "2026-11-26T19:31:00.000Z",
                     *       "last_sync_at": "2026-11-26T19:35:00.000Z",
                     *       "sync_cursor": "2026-11-26T19:34:58.123Z",
                     *       "api_usage": {
                     *         "used": 1204,
                     *         "limit": 100000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SalesforceStatus"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getSlackConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "slack",
                     *       "config": {
                     *         "token": "xoxb-…uvwx",
                     *         "channel": "C0123ALERTS",
                     *         "owners": {
                     *           "Dana Whitfield": "dana@acme.com"
                     *         }
                     *       },
                     *       "updated_at": "2026-11-27T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationConnection"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    connectSlack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "xoxb-0000000000-0000000000000-abcdefghijklmnopqrstuvwx",
                 *       "channel": "C0123ALERTS",
                 *       "owners": {
                 *         "Dana Whitfield": "dana@acme.com"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SlackConnect"];
            };
        };
        responses: {
            /** @description The connection (secrets masked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "slack",
                     *       "config": {
                     *         "token": "xoxb-…uvwx",
                     *         "channel": "C0123ALERTS",
                     *         "owners": {
                     *           "Dana Whitfield": "dana@acme.com"
                     *         }
                     *       },
                     *       "updated_at": "2026-11-27T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationConnection"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    disconnectSlack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a connection was removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "removed": true
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationRemoved"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    testSlackConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the call did */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "code": null,
                     *       "message": "Posted a test message in C0123ALERTS"
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationTestResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getHubSpotConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "hubspot",
                     *       "config": {
                     *         "token": "pat-e…0000"
                     *       },
                     *       "updated_at": "2026-11-27T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationConnection"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    connectHubSpot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "pat-eu1-00000000-0000-0000-0000-000000000000"
                 *     }
                 */
                "application/json": components["schemas"]["HubSpotConnect"];
            };
        };
        responses: {
            /** @description The connection (secrets masked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "hubspot",
                     *       "config": {
                     *         "token": "pat-e…0000"
                     *       },
                     *       "updated_at": "2026-11-27T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationConnection"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    disconnectHubSpot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a connection was removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "removed": true
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationRemoved"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    testHubSpotConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the call did */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "code": null,
                     *       "message": "Posted a test message in C0123ALERTS"
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationTestResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getContactHistory: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page, 1-200
                 * @example 50
                 */
                page_size?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transitions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 11,
                     *           "machine": "contact_tracking",
                     *           "resource_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "from": null,
                     *           "event": "CREATE",
                     *           "to": "needs_social",
                     *           "refused": false,
                     *           "cause": "import",
                     *           "at": "2026-02-27T09:15:00.000Z"
                     *         },
                     *         {
                     *           "id": 12,
                     *           "machine": "contact_tracking",
                     *           "resource_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "from": "needs_social",
                     *           "event": "SOCIAL_URL_ACCEPTED",
                     *           "to": "tracked",
                     *           "refused": false,
                     *           "cause": "oauth:8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *           "at": "2026-02-27T10:02:00.000Z"
                     *         },
                     *         {
                     *           "id": 90,
                     *           "machine": "contact_tracking",
                     *           "resource_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "from": "tracked",
                     *           "event": "PROFILE_NOT_FOUND",
                     *           "to": "not_found",
                     *           "refused": false,
                     *           "cause": "checker:profile_not_found",
                     *           "at": "2026-03-02T12:03:00.000Z"
                     *         },
                     *         {
                     *           "id": 120,
                     *           "machine": "contact_tracking",
                     *           "resource_id": "0b6c2f6e-3f0e-4f59-9a4e-3c1d2a7b8e90",
                     *           "from": "not_found",
                     *           "event": "PROFILE_FOUND_AGAIN",
                     *           "to": "tracked",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-09T12:03:00.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50,
                     *       "total": 4
                     *     }
                     */
                    "application/json": components["schemas"]["TransitionList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getPlayHistory: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page, 1-200
                 * @example 50
                 */
                page_size?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transitions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 160,
                     *           "machine": "play",
                     *           "resource_id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "from": null,
                     *           "event": "CREATE",
                     *           "to": "open",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-02T12:04:00.000Z"
                     *         },
                     *         {
                     *           "id": 201,
                     *           "machine": "play",
                     *           "resource_id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "from": "open",
                     *           "event": "SET_CONTACTED",
                     *           "to": "contacted",
                     *           "refused": false,
                     *           "cause": "oauth:8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *           "at": "2026-03-03T08:30:00.000Z"
                     *         },
                     *         {
                     *           "id": 230,
                     *           "machine": "play",
                     *           "resource_id": "6a8c0e2f-4b6d-4f8a-9c1e-3a5b7d9f1b3c",
                     *           "from": "contacted",
                     *           "event": "SET_MEETING",
                     *           "to": "meeting",
                     *           "refused": false,
                     *           "cause": "oauth:8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *           "at": "2026-03-05T16:45:00.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50,
                     *       "total": 3
                     *     }
                     */
                    "application/json": components["schemas"]["TransitionList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getRunHistory: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page, 1-200
                 * @example 50
                 */
                page_size?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transitions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 101,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": null,
                     *           "event": "CREATE",
                     *           "to": "queued",
                     *           "refused": false,
                     *           "cause": "api_key:8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *           "at": "2026-03-02T12:00:00.000Z"
                     *         },
                     *         {
                     *           "id": 102,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "queued",
                     *           "event": "START",
                     *           "to": "running",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-02T12:00:02.000Z"
                     *         },
                     *         {
                     *           "id": 140,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "running",
                     *           "event": "PAUSE",
                     *           "to": "paused",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-02T12:01:10.000Z"
                     *         },
                     *         {
                     *           "id": 141,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "paused",
                     *           "event": "RESUME",
                     *           "to": "paused",
                     *           "refused": true,
                     *           "cause": "api_key:8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *           "at": "2026-03-02T12:01:30.000Z"
                     *         },
                     *         {
                     *           "id": 150,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "paused",
                     *           "event": "AUTO_RESUME",
                     *           "to": "running",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-02T12:05:00.000Z"
                     *         },
                     *         {
                     *           "id": 170,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "running",
                     *           "event": "COMPLETE",
                     *           "to": "completed",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-02T12:09:40.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50,
                     *       "total": 6
                     *     }
                     */
                    "application/json": components["schemas"]["TransitionList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getImportHistory: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page, 1-200
                 * @example 50
                 */
                page_size?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Resource id (UUID)
                 * @example 9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transitions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 5,
                     *           "machine": "import",
                     *           "resource_id": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f",
                     *           "from": null,
                     *           "event": "CREATE",
                     *           "to": "draft",
                     *           "refused": false,
                     *           "cause": "api_key:8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *           "at": "2026-02-27T09:14:00.000Z"
                     *         },
                     *         {
                     *           "id": 6,
                     *           "machine": "import",
                     *           "resource_id": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f",
                     *           "from": "draft",
                     *           "event": "QUEUE",
                     *           "to": "queued",
                     *           "refused": false,
                     *           "cause": "api_key:8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *           "at": "2026-02-27T09:14:00.000Z"
                     *         },
                     *         {
                     *           "id": 7,
                     *           "machine": "import",
                     *           "resource_id": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f",
                     *           "from": "queued",
                     *           "event": "START",
                     *           "to": "running",
                     *           "refused": false,
                     *           "cause": "import",
                     *           "at": "2026-02-27T09:14:02.000Z"
                     *         },
                     *         {
                     *           "id": 8,
                     *           "machine": "import",
                     *           "resource_id": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f",
                     *           "from": "running",
                     *           "event": "ROWS_DONE",
                     *           "to": "committing",
                     *           "refused": false,
                     *           "cause": "import",
                     *           "at": "2026-02-27T09:14:40.000Z"
                     *         },
                     *         {
                     *           "id": 9,
                     *           "machine": "import",
                     *           "resource_id": "9f7e5d3c-1b2a-4c8d-9e6f-0a1b2c3d4e5f",
                     *           "from": "committing",
                     *           "event": "COMMITTED",
                     *           "to": "committed",
                     *           "refused": false,
                     *           "cause": "import",
                     *           "at": "2026-02-27T09:15:00.000Z"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "page_size": 50,
                     *       "total": 5
                     *     }
                     */
                    "application/json": components["schemas"]["TransitionList"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    listMachines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every machine */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "name": "run",
                     *           "governs": "A check run: queued, running, paused with a `paused_reason`, then completed, failed or cancelled.",
                     *           "key": "run",
                     *           "initial": "queued",
                     *           "states": [
                     *             "queued",
                     *             "running",
                     *             "paused",
                     *             "completed",
                     *             "failed",
                     *             "cancelled"
                     *           ],
                     *           "finals": [
                     *             "completed",
                     *             "failed",
                     *             "cancelled"
                     *           ],
                     *           "events": [
                     *             "AUTO_RESUME",
                     *             "CANCEL",
                     *             "COMPLETE",
                     *             "FAIL",
                     *             "PAUSE",
                     *             "RESUME",
                     *             "START"
                     *           ],
                     *           "guards": [
                     *             "autoResumeDue",
                     *             "canPauseBeforeStart",
                     *             "resumableByClient",
                     *             "workspaceActive"
                     *           ],
                     *           "actions": [
                     *             "clearPausedReason",
                     *             "emitRunCompleted",
                     *             "emitRunPaused",
                     *             "storePausedReason"
                     *           ],
                     *           "transitions": [
                     *             {
                     *               "from": "queued",
                     *               "event": "START",
                     *               "to": "running",
                     *               "guard": "workspaceActive",
                     *               "actions": []
                     *             },
                     *             {
                     *               "from": "queued",
                     *               "event": "PAUSE",
                     *               "to": "paused",
                     *               "guard": "canPauseBeforeStart",
                     *               "actions": [
                     *                 "storePausedReason",
                     *                 "emitRunPaused"
                     *               ]
                     *             },
                     *             {
                     *               "from": "queued",
                     *               "event": "FAIL",
                     *               "to": "failed",
                     *               "guard": null,
                     *               "actions": [
                     *                 "emitRunCompleted"
                     *               ]
                     *             },
                     *             {
                     *               "from": "queued",
                     *               "event": "CANCEL",
                     *               "to": "cancelled",
                     *               "guard": null,
                     *               "actions": [
                     *                 "emitRunCompleted"
                     *               ]
                     *             },
                     *             {
                     *               "from": "running",
                     *               "event": "PAUSE",
                     *               "to": "paused",
                     *               "guard": null,
                     *               "actions": [
                     *                 "storePausedReason",
                     *                 "emitRunPaused"
                     *               ]
                     *             },
                     *             {
                     *               "from": "running",
                     *               "event": "COMPLETE",
                     *               "to": "completed",
                     *               "guard": null,
                     *               "actions": [
                     *                 "emitRunCompleted"
                     *               ]
                     *             },
                     *             {
                     *               "from": "running",
                     *               "event": "FAIL",
                     *               "to": "failed",
                     *               "guard": null,
                     *               "actions": [
                     *                 "emitRunCompleted"
                     *               ]
                     *             },
                     *             {
                     *               "from": "running",
                     *               "event": "CANCEL",
                     *               "to": "cancelled",
                     *               "guard": null,
                     *               "actions": [
                     *                 "emitRunCompleted"
                     *               ]
                     *             },
                     *             {
                     *               "from": "paused",
                     *               "event": "AUTO_RESUME",
                     *               "to": "running",
                     *               "guard": "autoResumeDue",
                     *               "actions": [
                     *                 "clearPausedReason"
                     *               ]
                     *             },
                     *             {
                     *               "from": "paused",
                     *               "event": "RESUME",
                     *               "to": "running",
                     *               "guard": "resumableByClient",
                     *               "actions": [
                     *                 "clearPausedReason"
                     *               ]
                     *             },
                     *             {
                     *               "from": "paused",
                     *               "event": "CANCEL",
                     *               "to": "cancelled",
                     *               "guard": null,
                     *               "actions": [
                     *                 "emitRunCompleted"
                     *               ]
                     *             }
                     *           ],
                     *           "timings": [
                     *             {
                     *               "name": "item_lease",
                     *               "description": "how long the engine holds a leased run item",
                     *               "delays_ms": [
                     *                 600000
                     *               ],
                     *               "jitter": null,
                     *               "variable": null
                     *             },
                     *             {
                     *               "name": "upstream_backoff",
                     *               "description": "a run paused as upstream is tried again after this, doubling per failed try up to 16 times it (a Retry-After is a floor)",
                     *               "delays_ms": [
                     *                 30000
                     *               ],
                     *               "jitter": null,
                     *               "variable": "UPSTREAM_BACKOFF_MS"
                     *             },
                     *             {
                     *               "name": "probe_after",
                     *               "description": "a run paused as auth or out_of_credits gets one probe batch after this",
                     *               "delays_ms": [
                     *                 300000
                     *               ],
                     *               "jitter": null,
                     *               "variable": "PROBE_AFTER_MS"
                     *             }
                     *           ],
                     *           "counts": {
                     *             "queued": 0,
                     *             "running": 1,
                     *             "paused": 0,
                     *             "completed": 41,
                     *             "failed": 1,
                     *             "cancelled": 2
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MachineList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getMachine: {
        parameters: {
            query?: {
                /** @description count transitions from this instant (wins over window) */
                since?: string;
                /**
                 * @description count transitions over the last 30m, 24h, 7d...; default 24h
                 * @example 24h
                 */
                window?: string;
            };
            header?: never;
            path: {
                /**
                 * @description the machine name
                 * @example run
                 */
                name: "contact_tracking" | "play" | "run" | "import" | "webhook_endpoint" | "delivery";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The machine */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "run",
                     *       "governs": "A check run: queued, running, paused with a `paused_reason`, then completed, failed or cancelled.",
                     *       "key": "run",
                     *       "initial": "queued",
                     *       "states": [
                     *         "queued",
                     *         "running",
                     *         "paused",
                     *         "completed",
                     *         "failed",
                     *         "cancelled"
                     *       ],
                     *       "finals": [
                     *         "completed",
                     *         "failed",
                     *         "cancelled"
                     *       ],
                     *       "events": [
                     *         "AUTO_RESUME",
                     *         "CANCEL",
                     *         "COMPLETE",
                     *         "FAIL",
                     *         "PAUSE",
                     *         "RESUME",
                     *         "START"
                     *       ],
                     *       "guards": [
                     *         "autoResumeDue",
                     *         "canPauseBeforeStart",
                     *         "resumableByClient",
                     *         "workspaceActive"
                     *       ],
                     *       "actions": [
                     *         "clearPausedReason",
                     *         "emitRunCompleted",
                     *         "emitRunPaused",
                     *         "storePausedReason"
                     *       ],
                     *       "transitions": [
                     *         {
                     *           "from": "queued",
                     *           "event": "START",
                     *           "to": "running",
                     *           "guard": "workspaceActive",
                     *           "actions": []
                     *         },
                     *         {
                     *           "from": "queued",
                     *           "event": "PAUSE",
                     *           "to": "paused",
                     *           "guard": "canPauseBeforeStart",
                     *           "actions": [
                     *             "storePausedReason",
                     *             "emitRunPaused"
                     *           ]
                     *         },
                     *         {
                     *           "from": "queued",
                     *           "event": "FAIL",
                     *           "to": "failed",
                     *           "guard": null,
                     *           "actions": [
                     *             "emitRunCompleted"
                     *           ]
                     *         },
                     *         {
                     *           "from": "queued",
                     *           "event": "CANCEL",
                     *           "to": "cancelled",
                     *           "guard": null,
                     *           "actions": [
                     *             "emitRunCompleted"
                     *           ]
                     *         },
                     *         {
                     *           "from": "running",
                     *           "event": "PAUSE",
                     *           "to": "paused",
                     *           "guard": null,
                     *           "actions": [
                     *             "storePausedReason",
                     *             "emitRunPaused"
                     *           ]
                     *         },
                     *         {
                     *           "from": "running",
                     *           "event": "COMPLETE",
                     *           "to": "completed",
                     *           "guard": null,
                     *           "actions": [
                     *             "emitRunCompleted"
                     *           ]
                     *         },
                     *         {
                     *           "from": "running",
                     *           "event": "FAIL",
                     *           "to": "failed",
                     *           "guard": null,
                     *           "actions": [
                     *             "emitRunCompleted"
                     *           ]
                     *         },
                     *         {
                     *           "from": "running",
                     *           "event": "CANCEL",
                     *           "to": "cancelled",
                     *           "guard": null,
                     *           "actions": [
                     *             "emitRunCompleted"
                     *           ]
                     *         },
                     *         {
                     *           "from": "paused",
                     *           "event": "AUTO_RESUME",
                     *           "to": "running",
                     *           "guard": "autoResumeDue",
                     *           "actions": [
                     *             "clearPausedReason"
                     *           ]
                     *         },
                     *         {
                     *           "from": "paused",
                     *           "event": "RESUME",
                     *           "to": "running",
                     *           "guard": "resumableByClient",
                     *           "actions": [
                     *             "clearPausedReason"
                     *           ]
                     *         },
                     *         {
                     *           "from": "paused",
                     *           "event": "CANCEL",
                     *           "to": "cancelled",
                     *           "guard": null,
                     *           "actions": [
                     *             "emitRunCompleted"
                     *           ]
                     *         }
                     *       ],
                     *       "timings": [
                     *         {
                     *           "name": "item_lease",
                     *           "description": "how long the engine holds a leased run item",
                     *           "delays_ms": [
                     *             600000
                     *           ],
                     *           "jitter": null,
                     *           "variable": null
                     *         },
                     *         {
                     *           "name": "upstream_backoff",
                     *           "description": "a run paused as upstream is tried again after this, doubling per failed try up to 16 times it (a Retry-After is a floor)",
                     *           "delays_ms": [
                     *             30000
                     *           ],
                     *           "jitter": null,
                     *           "variable": "UPSTREAM_BACKOFF_MS"
                     *         },
                     *         {
                     *           "name": "probe_after",
                     *           "description": "a run paused as auth or out_of_credits gets one probe batch after this",
                     *           "delays_ms": [
                     *             300000
                     *           ],
                     *           "jitter": null,
                     *           "variable": "PROBE_AFTER_MS"
                     *         }
                     *       ],
                     *       "counts": {
                     *         "queued": 0,
                     *         "running": 1,
                     *         "paused": 0,
                     *         "completed": 41,
                     *         "failed": 1,
                     *         "cancelled": 2
                     *       },
                     *       "window": {
                     *         "since": "2026-03-01T12:10:00.000Z",
                     *         "until": "2026-03-02T12:10:00.000Z"
                     *       },
                     *       "edges": [
                     *         {
                     *           "from": null,
                     *           "event": "CREATE",
                     *           "to": "queued",
                     *           "count": 1
                     *         },
                     *         {
                     *           "from": "paused",
                     *           "event": "AUTO_RESUME",
                     *           "to": "running",
                     *           "count": 1
                     *         },
                     *         {
                     *           "from": "queued",
                     *           "event": "START",
                     *           "to": "running",
                     *           "count": 1
                     *         },
                     *         {
                     *           "from": "running",
                     *           "event": "COMPLETE",
                     *           "to": "completed",
                     *           "count": 1
                     *         },
                     *         {
                     *           "from": "running",
                     *           "event": "PAUSE",
                     *           "to": "paused",
                     *           "count": 1
                     *         }
                     *       ],
                     *       "created": 1,
                     *       "taken": [
                     *         {
                     *           "from": "paused",
                     *           "event": "AUTO_RESUME",
                     *           "to": "running",
                     *           "count": 1
                     *         },
                     *         {
                     *           "from": "queued",
                     *           "event": "START",
                     *           "to": "running",
                     *           "count": 1
                     *         },
                     *         {
                     *           "from": "running",
                     *           "event": "COMPLETE",
                     *           "to": "completed",
                     *           "count": 1
                     *         },
                     *         {
                     *           "from": "running",
                     *           "event": "PAUSE",
                     *           "to": "paused",
                     *           "count": 1
                     *         }
                     *       ],
                     *       "refused": [
                     *         {
                     *           "from": "paused",
                     *           "event": "RESUME",
                     *           "count": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MachineDetail"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    getMachinePath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description the machine name
                 * @example run
                 */
                name: "contact_tracking" | "play" | "run" | "import" | "webhook_endpoint" | "delivery";
                /**
                 * @description the entity id: a UUID, or a delivery's numeric id
                 * @example 3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The path */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "machine": "run",
                     *       "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *       "status": "completed",
                     *       "steps": [
                     *         {
                     *           "id": 101,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": null,
                     *           "event": "CREATE",
                     *           "to": "queued",
                     *           "refused": false,
                     *           "cause": "api_key:8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *           "at": "2026-03-02T12:00:00.000Z"
                     *         },
                     *         {
                     *           "id": 102,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "queued",
                     *           "event": "START",
                     *           "to": "running",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-02T12:00:02.000Z"
                     *         },
                     *         {
                     *           "id": 140,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "running",
                     *           "event": "PAUSE",
                     *           "to": "paused",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-02T12:01:10.000Z"
                     *         },
                     *         {
                     *           "id": 141,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "paused",
                     *           "event": "RESUME",
                     *           "to": "paused",
                     *           "refused": true,
                     *           "cause": "api_key:8d2f4a6c-1b3e-4f5a-8c7d-9e0f1a2b3c4d",
                     *           "at": "2026-03-02T12:01:30.000Z"
                     *         },
                     *         {
                     *           "id": 150,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "paused",
                     *           "event": "AUTO_RESUME",
                     *           "to": "running",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-02T12:05:00.000Z"
                     *         },
                     *         {
                     *           "id": 170,
                     *           "machine": "run",
                     *           "resource_id": "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e",
                     *           "from": "running",
                     *           "event": "COMPLETE",
                     *           "to": "completed",
                     *           "refused": false,
                     *           "cause": "scheduler",
                     *           "at": "2026-03-02T12:09:40.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MachinePath"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Overloaded"];
        };
    };
    playCreatedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayCreatedEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx counts). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    contactChangedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactChangedEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx counts). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    runCompletedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunCompletedEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx counts). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    runPausedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunPausedEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx counts). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    playUpdatedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx counts). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsPlaysGetParametersQueryAccount_fitValues: ReadonlyArray<FlattenedDeepRequired<paths>["/plays"]["get"]["parameters"]["query"]["account_fit"]> = ["yes", "no"];
export const pathsPlaysGetParametersQueryContact_fitValues: ReadonlyArray<FlattenedDeepRequired<paths>["/plays"]["get"]["parameters"]["query"]["contact_fit"]> = ["yes", "no"];
export const pathsPlaysGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/plays"]["get"]["parameters"]["query"]["sort"]> = ["person", "detected", "change", "relationship", "afit", "cfit", "email", "play", "status", "owner"];
export const pathsPlaysGetParametersQueryDirValues: ReadonlyArray<FlattenedDeepRequired<paths>["/plays"]["get"]["parameters"]["query"]["dir"]> = ["asc", "desc"];
export const pathsIcpVersionsGetParametersQueryKindValues: ReadonlyArray<FlattenedDeepRequired<paths>["/icp/versions"]["get"]["parameters"]["query"]["kind"]> = ["account", "contact"];
export const pathsMachinesNameGetParametersPathNameValues: ReadonlyArray<FlattenedDeepRequired<paths>["/machines/{name}"]["get"]["parameters"]["path"]["name"]> = ["contact_tracking", "play", "run", "import", "webhook_endpoint", "delivery"];
export const pathsMachinesNamePathsIdGetParametersPathNameValues: ReadonlyArray<FlattenedDeepRequired<paths>["/machines/{name}/paths/{id}"]["get"]["parameters"]["path"]["name"]> = ["contact_tracking", "play", "run", "import", "webhook_endpoint", "delivery"];
export const settingsPatchRefresh_cadenceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettingsPatch"]["refresh_cadence"]> = ["weekly", "biweekly", "monthly", "quarterly"];
export const settingsPatchCrm_writeback_modeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettingsPatch"]["crm_writeback_mode"]> = ["create_new", "update_existing"];
export const settingsPatchRefresh_strategyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettingsPatch"]["refresh_strategy"]> = ["cadence", "adaptive"];
export const alertPlayTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AlertPlayType"]> = ["direct", "referral", "watch", "promotion", "churn_risk"];
export const apiKeyCreateScopeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApiKeyCreate"]["scope"]> = ["read", "write"];
export const openerSettingsPatchToneValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OpenerSettingsPatch"]["tone"]> = ["warm", "formal"];
export const openerPreviewRequestToneValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OpenerPreviewRequest"]["tone"]> = ["warm", "formal"];
export const trackingStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TrackingStatus"]> = ["needs_social", "pending_review", "ready", "tracked", "not_found", "excluded"];
export const profileStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProfileStatus"]> = ["pending_baseline", "same_role", "promoted", "moved", "left", "unknown", "not_found"];
export const segmentValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Segment"]> = ["customer", "churned", "closed_lost", "open_pipeline", "unknown"];
export const contactPatchTrackingValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContactPatch"]["tracking"]> = ["excluded"];
export const changeTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChangeType"]> = ["moved", "promoted", "title_changed", "left", "profile_not_found"];
export const changeVerdictValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChangeVerdict"]> = ["correct", "not_a_job_change", "wrong_person", "wrong_company", "wrong_type"];
export const playTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlayType"]> = ["direct", "referral", "watch", "archive", "promotion", "churn_risk"];
export const playStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlayStatus"]> = ["open", "contacted", "replied", "meeting", "not_relevant"];
export const accountIcpRulesUnknown_policyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountIcpRules"]["unknown_policy"]> = ["fail", "pass"];
export const accountIcpRulesKeywordsFieldsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountIcpRules"]["keywords"]["fields"]> = ["specialities", "description", "tagline", "name"];
export const accountIcpRulesFunding_stagesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountIcpRules"]["funding_stages"]> = ["pre_seed", "seed", "series_a", "series_b", "series_c_plus", "growth_pe", "public", "bootstrapped", "unknown"];
export const accountIcpRulesExcludeCompany_typesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountIcpRules"]["exclude"]["company_types"]> = ["agency", "nonprofit", "government", "education", "consulting", "staffing", "investor"];
export const contactIcpRulesSeniorityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContactIcpRules"]["seniority"]> = ["ic", "manager", "director", "vp", "c_level"];
export const contactIcpRulesFunctionsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContactIcpRules"]["functions"]> = ["revops", "sales", "marketing", "customer_success", "product", "engineering", "finance", "people", "operations", "executive", "other"];
export const signalInputKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignalInput"]["kind"]> = ["email_bounced", "auto_reply_left", "crm_company_changed", "crm_title_changed", "other"];
export const webhookEventValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WebhookEvent"]> = ["play.created", "contact.changed", "run.completed", "run.paused", "play.updated"];
export const webhookStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WebhookStatus"]> = ["active", "disabled"];
export const changeEvidenceTriggerAnyOf0Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChangeEvidence"]["trigger"]> = ["sweep", "hazard", "feed", "signal"];
export const runKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Run"]["kind"]> = ["baseline", "scheduled", "manual"];
export const runStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Run"]["status"]> = ["queued", "running", "paused", "completed", "failed", "cancelled"];
export const runPaused_reasonAnyOf0Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Run"]["paused_reason"]> = ["out_of_credits", "auth", "upstream", "client_credits", "suspended"];
export const workspaceAuthViaValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Workspace"]["auth"]["via"]> = ["api_key", "oauth", "session"];
export const workspaceAuthScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Workspace"]["auth"]["scopes"]> = ["read", "write"];
export const settingsRefresh_cadenceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Settings"]["refresh_cadence"]> = ["weekly", "biweekly", "monthly", "quarterly"];
export const settingsCrm_writeback_modeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Settings"]["crm_writeback_mode"]> = ["create_new", "update_existing"];
export const settingsRefresh_strategyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Settings"]["refresh_strategy"]> = ["cadence", "adaptive"];
export const userRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UserRole"]> = ["admin", "member"];
export const apiKeyScopeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApiKey"]["scope"]> = ["read", "write"];
export const createdApiKeyScopeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedApiKey"]["scope"]> = ["read", "write"];
export const openerSettingsToneValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OpenerSettings"]["tone"]> = ["warm", "formal"];
export const upsertResultStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpsertResult"]["status"]> = ["committed", "queued"];
export const fitCriteriaResultValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Fit"]["criteria"]["result"]> = ["match", "miss", "unknown"];
export const profileCandidateSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProfileCandidate"]["source"]> = ["search", "baseline"];
export const profileCandidateStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProfileCandidate"]["status"]> = ["proposed", "confirmed", "rejected", "attached", "dismissed"];
export const importSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Import"]["source"]> = ["csv", "crm", "api"];
export const importStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Import"]["status"]> = ["draft", "previewed", "queued", "running", "committing", "committed", "failed"];
export const importProgressAnyOf0StepValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["Import"]["progress"], {
    step: unknown;
}>["step"]> = ["queued", "reading", "commit", "deals", "companies", "contacts"];
export const csvPreviewFormatValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CsvPreview"]["format"]> = ["plain", "hubspot", "salesforce"];
export const csvPreviewMappingFieldsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CsvPreview"]["mapping"]["fields"]> = ["first_name", "last_name", "full_name", "company", "title", "email", "social_url", "segment", "owner", "crm_id", "account_domain", "deal_stage", "last_activity", "relationship_start", "relationship_end", "location", "city", "state", "country", "company_social_url", "company_size", "industry", "revenue", "total_funding", "company_location", "company_city", "company_state", "company_country"];
export const csvCommitBatchesStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CsvCommit"]["batches"]["status"]> = ["committed", "failed"];
export const icpVersionListDataKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IcpVersionList"]["data"]["kind"]> = ["account", "contact"];
export const runEstimateRefresh_strategyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RunEstimate"]["refresh_strategy"]> = ["cadence", "adaptive"];
export const creditForecastRefresh_strategyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreditForecast"]["refresh_strategy"]> = ["cadence", "adaptive"];
export const deliveryStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryStatus"]> = ["pending", "delivered", "failed"];
export const salesforceStatusStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SalesforceStatus"]["status"]> = ["connected", "broken"];
export const salesforceStatusAuthValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SalesforceStatus"]["auth"]> = ["web_server", "jwt_bearer"];
export const integrationConnectionKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IntegrationConnection"]["kind"]> = ["slack", "hubspot"];
export const machineNameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MachineName"]> = ["contact_tracking", "play", "run", "import", "webhook_endpoint", "delivery"];
export const changeEvidenceOutputTriggerAnyOf0Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChangeEvidenceOutput"]["trigger"]> = ["sweep", "hazard", "feed", "signal"];
export const runOutputKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RunOutput"]["kind"]> = ["baseline", "scheduled", "manual"];
export const runOutputStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RunOutput"]["status"]> = ["queued", "running", "paused", "completed", "failed", "cancelled"];
export const runOutputPaused_reasonAnyOf0Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RunOutput"]["paused_reason"]> = ["out_of_credits", "auth", "upstream", "client_credits", "suspended"];
