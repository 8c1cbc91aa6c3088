// English versions of the demo texts (issue 34 §5, ADR 0028), in the order of texts.ts, keyed by
// the form fields each type translates. Every person and company here is fictional.

export const SERVICES_EN = [
  {
    title: 'Defence in Tax Enforcement Proceedings',
    theme: 'Tax Law',
    subject: 'Tax enforcement',
    description:
      'Review of the certificate of overdue tax debt, motions against enforcement, pre-enforcement objections and negotiation of guarantees for companies summoned by the tax authorities.',
  },
  {
    title: 'Review of Bank Contracts',
    theme: 'Consumer Law',
    subject: 'Bank contracts',
    description:
      'Review of interest, fees and insurance bundled into financing and working-capital loans, with claims for the refund of amounts charged unduly.',
  },
  {
    title: 'Corporate Tax Planning',
    theme: 'Tax Law',
    subject: 'Tax regime',
    description:
      'Study of the most suitable regime (Simples Nacional, presumed profit or actual profit) and recovery of taxes overpaid in the last five years.',
  },
  {
    title: 'Family Holding Companies',
    theme: 'Succession Law',
    subject: 'Estate planning',
    description:
      "Organisation of the family's assets in a company, with governance rules, gifts of quotas and protection of the business through succession.",
  },
  {
    title: 'Probate, in Court and out of Court',
    theme: 'Succession Law',
    subject: 'Probate and partition',
    description:
      'Probate before a notary when the heirs agree, or in court, including the state inheritance tax (ITCMD) and the partition of company quotas.',
  },
  {
    title: 'Judicial Reorganisation',
    theme: 'Business Restructuring',
    subject: 'Debt restructuring',
    description:
      'Diagnosis of the crisis, the filing for judicial or out-of-court reorganisation, the drafting of the plan and negotiation with creditors and banks.',
  },
  {
    title: 'Adverse Possession and Property Title Regularisation',
    theme: 'Real Estate Law',
    subject: 'Title regularisation',
    description:
      'Adverse possession in court and before the registry, rectification of boundaries and regularisation of title for residential and commercial property.',
  },
  {
    title: "Shareholders' Agreements",
    theme: 'Corporate Law',
    subject: 'Corporate law',
    description:
      "Drafting of quotaholders' and shareholders' agreements with exit rules, pre-emption rights, tag-along and deadlock resolution.",
  },
];

export const SUCCESS_CASES_EN = [
  {
    title: 'Tax enforcement dismissed for intercurrent limitation',
    area: 'Tax Law',
    description:
      'A mid-sized furniture manufacturer had its accounts frozen in enforcement proceedings over ICMS debts that had stood still for more than seven years. We filed a pre-enforcement objection showing the tax authorities had not acted after the case was archived.',
    result:
      'The court recognised the limitation period had run, dismissed the enforcement and released the frozen funds, allowing the company to obtain its tax clearance certificate again.',
    client_testimonial:
      'Our cash flow could breathe again and we went back to public tenders. The follow-up was close from start to finish.',
  },
  {
    title: 'Reorganisation plan approved by the creditors',
    area: 'Judicial Reorganisation',
    description:
      'A carrier with more than 120 employees faced bank and labour debts after losing a major contract. We prepared the filing for judicial reorganisation and led the negotiations with the creditors.',
    result:
      'The plan was approved by every class of creditors, with a grace period and longer terms for the debts, keeping the business running and the jobs in place.',
    client_testimonial:
      'The team explained every step clearly and gave us the confidence to negotiate. Today we keep operating with our accounts in order.',
  },
  {
    title: 'A family holding company and a succession without disputes',
    area: 'Succession Law',
    description:
      "A family owning a supermarket chain in the countryside wanted to plan the founder's succession and avoid a long probate. We set up a holding company with a shareholders' agreement and gifts of quotas with a reserved usufruct.",
    result:
      'The succession was planned in life, with clear management rules among the heirs and lower costs of transferring the estate.',
    client_testimonial:
      'We managed to discuss the future of the business as a family, with rules everyone understood and accepted.',
  },
  {
    title: 'Undue charges by an electricity utility refunded',
    area: 'Consumer Law',
    description:
      'A neighbourhood bakery was billed for "recovered consumption" based on a one-sided inspection of its meter, under threat of disconnection. We sued to challenge the procedure and asked for urgent relief.',
    result:
      'An injunction prevented the disconnection and, in the end, the charge was annulled and the amounts paid were refunded twice over.',
    client_testimonial:
      'We could not go a single day without power. The response was quick and the problem was solved.',
  },
];

export const TIPS_EN = [
  {
    title: 'Served in tax enforcement proceedings? Do not miss the deadline',
    content:
      'The company has five days to pay or guarantee the debt. Before offering assets, check whether the debt is time-barred or already in an instalment plan: a quick review of the certificate of overdue debt can prevent frozen accounts.',
  },
  {
    title: 'Keep your articles of association up to date',
    content:
      'Changes of address, business or partners that never reach the Commercial Registry cause trouble with banks, public tenders and even succession. Review the articles whenever the company changes.',
  },
  {
    title: 'Keep the receipts of your bank fees',
    content:
      'Statements and contracts are the main evidence in claims to review bank contracts. Fees never agreed and insurance bundled into loans can be challenged, and amounts charged unduly can be refunded.',
  },
  {
    title: 'Bought a property? Register the deed',
    content:
      'Whoever does not register is not the owner in the eyes of third parties. Taking the deed to the Real Estate Registry protects the buyer against attachments and double sales by the former owner.',
  },
];

export const TESTIMONIALS_EN = [
  {
    comment:
      'Fast and highly technical. They resolved our issue with the Federal Revenue and now handle all of the company’s legal advice.',
  },
  {
    comment:
      'Dedicated professionals who are frank about the risks. The review of our contracts with customers brought much more certainty.',
  },
  {
    comment:
      "They regularised three of the builder's plots without us having to worry about the registries' red tape.",
  },
  {
    comment:
      'The tax planning lowered our tax burden lawfully and on solid grounds. I recommend them to anyone who wants to grow safely.',
  },
  {
    comment:
      "In my father's succession the team was sensitive and efficient. The probate was completed before a notary, without strain among the siblings.",
  },
];
