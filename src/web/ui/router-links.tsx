import { Anchor, Button, Card, UnstyledButton, type AnchorProps, type ButtonProps, type CardProps, type UnstyledButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

/**
 * Mantine's link-looking components as typed router links: `to`, `params`
 * and `search` checked against the route table (`<Anchor component={Link}>`
 * loses the router's types, so a search there could not be checked).
 */
type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style' | 'type'> & { ref?: Ref<HTMLAnchorElement> };

function MantineAnchor(props: AnchorProps & AnchorElementProps) {
  return <Anchor component="a" {...props} />;
}
function MantineButton(props: ButtonProps & AnchorElementProps) {
  return <Button component="a" {...props} />;
}
function MantineCard(props: CardProps & AnchorElementProps) {
  return <Card component="a" {...props} />;
}
function MantineUnstyledButton(props: UnstyledButtonProps & AnchorElementProps) {
  return <UnstyledButton component="a" {...props} />;
}

export const AnchorLink: LinkComponent<typeof MantineAnchor> = createLink(MantineAnchor);
export const ButtonLink: LinkComponent<typeof MantineButton> = createLink(MantineButton);
export const CardLink: LinkComponent<typeof MantineCard> = createLink(MantineCard);
export const UnstyledButtonLink: LinkComponent<typeof MantineUnstyledButton> = createLink(MantineUnstyledButton);
