import Link from "@/components/ui/link";
import type { ComponentProps } from "react";

/**
 * The site's buttons and button-looking links. The brand colours, corners and weight live here
 * once; a caller adds only where the button sits (margins, width, alignment) and its own states.
 * - primary: the one filled call to action of a block.
 * - secondary: an outlined action beside it.
 * Sizes: `touch` is the 44 px tall inline-flex box of forms and link rows, `roomy` the padded block
 * of page-level calls to action; `bare` leaves padding to the caller.
 */
export type ButtonVariant = "primary" | "secondary";
export type ButtonSize = "touch" | "roomy" | "bare";

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The variants' look, corners and weight included (ui.css). */
const VARIANTS: Record<ButtonVariant, string> = {
  primary: "button-primary",
  secondary: "button-secondary",
};

const SIZES: Record<ButtonSize, string> = {
  touch: "inline-flex min-h-11 items-center px-6",
  roomy: "px-5 py-3",
  bare: "",
};

/** The class list of a button (for the rare element that is neither a button nor a link). */
export function buttonClasses({ variant = "primary", size = "bare", className = "" }: ButtonLook = {}): string {
  return [VARIANTS[variant], SIZES[size], className].filter(Boolean).join(" ");
}

/** A <button>: type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: Omit<ComponentProps<"button">, "className"> & ButtonLook) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** An internal link (components/ui/link.tsx) that looks like a button: for pages of this site. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: Omit<ComponentProps<typeof Link>, "className"> & ButtonLook) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A plain <a> that looks like a button: for tel:, mailto:, downloads and other sites. */
export function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: Omit<ComponentProps<"a">, "className"> & ButtonLook) {
  return <a className={buttonClasses({ variant, size, className })} {...props} />;
}

/**
 * The class list of a link on the dark hero colour (a page hero's actions, a closing call to
 * action): `solid` in the light colour, `outline` drawn in it.
 */
export function onHeroClasses(variant: "solid" | "outline"): string {
  return variant === "solid" ? "hero-link-solid" : "hero-link-outline";
}

/** A link to follow, as ButtonLinkPair takes it. */
export interface LinkTo {
  href: string;
  label: string;
}

/**
 * The two next steps a block ends on, a primary and a secondary link-button side by side in a
 * row that wraps (`as` the row's element, `className` where it sits and how it aligns).
 */
export function ButtonLinkPair({
  as: Row = "div",
  className,
  size,
  links: [primary, secondary],
}: {
  as?: "div" | "p";
  className: string;
  size: ButtonSize;
  /** The primary link, then the secondary one. */
  links: readonly [LinkTo, LinkTo];
}) {
  return (
    <Row className={className}>
      <ButtonLink href={primary.href} size={size}>
        {primary.label}
      </ButtonLink>
      <ButtonLink href={secondary.href} variant="secondary" size={size}>
        {secondary.label}
      </ButtonLink>
    </Row>
  );
}
