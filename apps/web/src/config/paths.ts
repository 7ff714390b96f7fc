/**
 * Every URL of the SPA (spec section 2, DESIGN.md "Routes"). Routes and links read from here,
 * so a path is spelled once. `path` is what the router matches; `getHref` is what links use.
 */
const route = (path: string) => ({ path, getHref: () => path });
/** A path with one `:param` segment; `getHref(id)` fills it in. */
const withId = (path: string) => ({
  path,
  getHref: (id: string | number) => path.replace(/:[A-Za-z]+/, encodeURIComponent(String(id))),
});

export const paths = {
  login: route('/'),
  signUp: route('/sign-up'),
  accountSetup: route('/account-setup'),
  setupComplete: route('/setup-complete'),
  // The spec's route table spells this one with a capital L; kept to the letter.
  licenseType: route('/Licensetype'),
  accountActivate: route('/account-activate'),
  payment: route('/payment'),
  launchPad: route('/launch-pad'),
  choosePassword: route('/choose-password'),
  acceptInvitation: route('/accept-invitation'),
  docs: route('/docs'),
  privacy: route('/privacy'),
  terms: route('/terms'),
  dashboard: route('/dashboard'),
  analytics: {
    root: route('/analytics'),
    audience360: route('/analytics/audience-analytics-360'),
  },
  preferences: {
    root: route('/preferences'),
    myProfile: route('/preferences/my-profile'),
    accountSettings: route('/preferences/account-settings'),
    alertsAndNotifications: route('/preferences/alerts-and-notifications'),
    notifications: route('/preferences/notifications'),
    communicationSettings: route('/preferences/communication-settings'),
    dataExchange: route('/preferences/data-exchange'),
    users: route('/preferences/users'),
    roles: route('/preferences/roles'),
    departments: route('/preferences/departments'),
    brands: route('/preferences/brands'),
    security: route('/preferences/security'),
    auditLog: route('/preferences/audit-log'),
  },
  consumptions: {
    root: route('/consumptions'),
    channel: route('/consumptions/consumption-channel'),
  },
  invoices: {
    list: route('/invoice-list'),
    invoice: route('/invoice-list/invoice'),
  },
  licenseInfo: route('/license-info'),
  audience: {
    root: route('/audience'),
    masterData: route('/audience/master-data'),
    targetList: route('/audience/target-list'),
    dynamicList: route('/audience/dynamic-list'),
    contact: withId('/audience/master-data/:contactId'),
    newImport: route('/audience/master-data/import'),
    optInSettings: route('/audience/master-data/opt-in'),
    importProgress: withId('/audience/master-data/import/:importId'),
    targetListDetail: withId('/audience/target-list/:listId'),
    newDynamicList: route('/audience/dynamic-list/new'),
    dynamicListDetail: withId('/audience/dynamic-list/:listId'),
  },
  communication: {
    root: route('/communication'),
    list: route('/communication/list'),
    gallery: route('/communication/gallery'),
    planner: route('/communication/planner'),
    createMdc: route('/create-mdc-communication'),
    templateBuilder: route('/template-builder'),
    mdcWorkflow: route('/mdc-workflow'),
  },
} as const;

/** Full-screen pages: the header hides on them (spec section 2, Header). */
export const HEADERLESS_PATHS: readonly string[] = [
  paths.login.path,
  // Nothing but choosing a password works yet: no menus that would only answer 403.
  paths.choosePassword.path,
  paths.communication.mdcWorkflow.path,
  paths.communication.templateBuilder.path,
  paths.communication.createMdc.path,
];

/**
 * The onboarding steps sign-in and sign-up lead to before there is a session: their header
 * shows the logo and the language only, never the app menu (issue 26, item 7).
 */
export const ONBOARDING_PATHS: readonly string[] = [
  paths.signUp.path,
  paths.licenseType.path,
  paths.accountActivate.path,
  paths.payment.path,
  paths.accountSetup.path,
  paths.setupComplete.path,
];

/** Pages that show the powered-by badge in the footer (spec section 2, Footer). */
export const POWERED_BY_PATHS: readonly string[] = [
  paths.login.path,
  paths.communication.mdcWorkflow.path,
];
