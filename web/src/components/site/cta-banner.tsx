import { ButtonLink, Container } from './ui';

interface CtaAction {
  to: string;
  label: string;
}

/** The looks of the closing banner: gradient or dark, heading beside the buttons (lg up) or centred above them. */
const looks = {
  brand: {
    split: true,
    box: 'flex flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-700 px-6 py-12 text-center text-white lg:flex-row lg:justify-between lg:px-12 lg:text-left',
    title: 'text-2xl font-bold sm:text-3xl',
    text: 'mt-2 text-brand-50',
    actions: 'flex flex-col gap-3 sm:flex-row',
  },
  dark: {
    split: true,
    box: 'flex flex-col items-center gap-6 rounded-3xl bg-slate-900 px-6 py-10 text-center text-white lg:flex-row lg:justify-between lg:px-12 lg:text-left',
    title: 'text-2xl font-bold',
    text: 'mt-2 text-slate-300',
    actions: 'flex flex-col gap-3 sm:flex-row',
  },
  darkCentered: {
    split: false,
    box: 'rounded-3xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12',
    title: 'text-2xl font-bold sm:text-3xl',
    text: 'mx-auto mt-3 max-w-xl text-slate-300',
    actions: 'mt-8 flex flex-col justify-center gap-3 sm:flex-row',
  },
} as const;

/** The call-to-action banner that closes an inner page: heading, one line, a light and an outlined button. */
export function CtaBanner({
  id,
  title,
  text,
  primary,
  secondary,
  look = 'brand',
  className = 'pb-20',
  size,
}: {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  text: string;
  primary: CtaAction;
  secondary: CtaAction;
  look?: keyof typeof looks;
  /** Spacing of the section. */
  className?: string;
  size?: '7xl' | '6xl';
}) {
  const style = looks[look];
  const heading = (
    <>
      <h2 id={id} className={style.title}>
        {title}
      </h2>
      <p className={style.text}>{text}</p>
    </>
  );
  return (
    <section aria-labelledby={id} className={className}>
      <Container size={size}>
        <div className={style.box}>
          {style.split ? <div>{heading}</div> : heading}
          <div className={style.actions}>
            <ButtonLink to={primary.to} variant="light" size="lg">
              {primary.label}
            </ButtonLink>
            <ButtonLink to={secondary.to} variant="outlineLight" size="lg">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
