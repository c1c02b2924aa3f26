import { Fragment } from 'react';

/** The chalet's location (a site setting) as lines inside an `<address>`. */
export function LocationLines({ lines }: { lines: readonly string[] | undefined }) {
  return lines?.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}
