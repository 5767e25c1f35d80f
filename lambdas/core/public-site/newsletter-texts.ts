/** The confirmation email in the visitor's language (en, es, de). */
const texts = {
  en: {
    subject: 'Confirm your Leadroute newsletter subscription',
    heading: 'One click to confirm',
    body: 'You asked to receive the Leadroute newsletter: lead-capture tips and product news, about twice a month.',
    action: 'Confirm subscription',
    footnote: 'If you did not ask for this, ignore this email and you will not hear from us.',
  },
  es: {
    subject: 'Confirma tu suscripción al boletín de Leadroute',
    heading: 'Un clic para confirmar',
    body: 'Has pedido recibir el boletín de Leadroute: consejos de captación de leads y novedades, unas dos veces al mes.',
    action: 'Confirmar suscripción',
    footnote: 'Si no lo has pedido tú, ignora este correo y no volverás a saber de nosotros.',
  },
  de: {
    subject: 'Bestätige dein Abonnement des Leadroute-Newsletters',
    heading: 'Ein Klick zur Bestätigung',
    body: 'Du möchtest den Leadroute-Newsletter erhalten: Tipps zur Lead-Erfassung und Produktneuigkeiten, etwa zweimal im Monat.',
    action: 'Abonnement bestätigen',
    footnote:
      'Wenn du das nicht angefordert hast, ignoriere diese E-Mail – du hörst dann nichts mehr von uns.',
  },
} as const;

export function newsletterEmailTexts(language: string) {
  return texts[language as keyof typeof texts] ?? texts.en;
}
