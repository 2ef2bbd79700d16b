const botPattern =
  /\b(bot|crawler|spider|crawling)\b|bot\/|googlebot|bingbot|yandex|baiduspider|slurp|duckduckbot|facebookexternalhit|whatsapp|telegrambot|slackbot|discordbot/i;

/** Spec §8: errors caused by bots are not rendered as an error page. */
export function isBotUserAgent(userAgent: string): boolean {
  return botPattern.test(userAgent);
}
