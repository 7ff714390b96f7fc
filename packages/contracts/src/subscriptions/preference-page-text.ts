/**
 * The hosted preference page's words (issue 28, item 1), in the spec's interface languages
 * (English UK and US, French, Chinese). The API renders the page on the server, so the texts
 * live here rather than in the web app's locale files. `{brand}` and `{address}` are filled in.
 */
export const PREFERENCE_LANGUAGES = ['en-GB', 'en-US', 'fr', 'zh'] as const;
export type TPreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];

/** The language picker's labels, each in its own language. */
export const PREFERENCE_LANGUAGE_NAMES: Record<TPreferenceLanguage, string> = {
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  fr: 'Français',
  zh: '中文',
};

type TPageText = {
  title: string;
  intro: string;
  /** When the client has set no brand name. */
  introNoBrand: string;
  forAddress: string;
  channels: string;
  topics: string;
  noTopics: string;
  save: string;
  unsubscribeAll: string;
  saved: string;
  unsubscribedAll: string;
  linkInvalid: string;
  linkExpired: string;
  linkExpiredHelp: string;
  language: string;
  /** Channel names by consent key (contracts campaigns/content.ts consentKeyOf). */
  channelNames: Record<string, string>;
};

const EN_GB: TPageText = {
  title: 'Your communication preferences',
  intro: 'Choose what {brand} sends you, and how.',
  introNoBrand: 'Choose what we send you, and how.',
  forAddress: 'For {address}',
  channels: 'Channels',
  topics: 'Topics',
  noTopics: 'There are no topics to choose from.',
  save: 'Save my choices',
  unsubscribeAll: 'Unsubscribe from everything',
  saved: 'Your choices are saved.',
  unsubscribedAll:
    'You are unsubscribed from everything. You can tick what you want again at any time.',
  linkInvalid: 'This link is not valid',
  linkExpired: 'This link has expired',
  linkExpiredHelp: 'Open the preferences link in a more recent message.',
  language: 'Language',
  channelNames: {
    email: 'Email',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    voice: 'Voice calls',
    webPush: 'Browser notifications',
    mobilePush: 'App notifications',
  },
};

export const PREFERENCE_TEXT: Record<TPreferenceLanguage, TPageText> = {
  'en-GB': EN_GB,
  'en-US': EN_GB,
  fr: {
    title: 'Vos préférences de communication',
    intro: 'Choisissez ce que {brand} vous envoie, et comment.',
    introNoBrand: 'Choisissez ce que nous vous envoyons, et comment.',
    forAddress: 'Pour {address}',
    channels: 'Canaux',
    topics: 'Sujets',
    noTopics: "Il n'y a aucun sujet à choisir.",
    save: 'Enregistrer mes choix',
    unsubscribeAll: 'Me désabonner de tout',
    saved: 'Vos choix sont enregistrés.',
    unsubscribedAll:
      'Vous êtes désabonné de tout. Vous pouvez cocher à nouveau ce que vous souhaitez à tout moment.',
    linkInvalid: "Ce lien n'est pas valide",
    linkExpired: 'Ce lien a expiré',
    linkExpiredHelp: 'Ouvrez le lien des préférences d’un message plus récent.',
    language: 'Langue',
    channelNames: {
      email: 'E-mail',
      sms: 'SMS',
      whatsapp: 'WhatsApp',
      voice: 'Appels vocaux',
      webPush: 'Notifications du navigateur',
      mobilePush: "Notifications de l'application",
    },
  },
  zh: {
    title: '您的通讯偏好',
    intro: '选择 {brand} 向您发送的内容和方式。',
    introNoBrand: '选择我们向您发送的内容和方式。',
    forAddress: '适用于 {address}',
    channels: '渠道',
    topics: '主题',
    noTopics: '暂无可选主题。',
    save: '保存我的选择',
    unsubscribeAll: '退订全部',
    saved: '您的选择已保存。',
    unsubscribedAll: '您已退订全部内容。您可以随时重新勾选想要接收的内容。',
    linkInvalid: '此链接无效',
    linkExpired: '此链接已过期',
    linkExpiredHelp: '请打开较新邮件中的偏好设置链接。',
    language: '语言',
    channelNames: {
      email: '电子邮件',
      sms: '短信',
      whatsapp: 'WhatsApp',
      voice: '语音电话',
      webPush: '浏览器通知',
      mobilePush: '应用通知',
    },
  },
};

/**
 * The page's language: the one asked for (`?lang=`), else the first of the browser's
 * Accept-Language that we have (a bare "en" is UK English, "en-US" US, "fr-CA" French), else UK
 * English.
 */
export function preferenceLanguage(asked: string | undefined, acceptLanguage: string | undefined) {
  const known = (tag: string): TPreferenceLanguage | undefined => {
    const lower = tag.trim().toLowerCase();
    if (lower === 'en-us') return 'en-US';
    if (lower.startsWith('en')) return 'en-GB';
    if (lower.startsWith('fr')) return 'fr';
    if (lower.startsWith('zh')) return 'zh';
    return undefined;
  };
  if (asked && (PREFERENCE_LANGUAGES as readonly string[]).includes(asked)) {
    return asked as TPreferenceLanguage;
  }
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 20)) {
    const found = known(part.split(';')[0] ?? '');
    if (found) return found;
  }
  return 'en-GB';
}

/** Days a preference link in a message stays valid (our choice: mail is often read late). */
export const PREFERENCE_LINK_DAYS = 180;
/** The footer line that links every marketing email to the preference page. */
export const PREFERENCE_FOOTER_TEXT = 'Manage your preferences';
