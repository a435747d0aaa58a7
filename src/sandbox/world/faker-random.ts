import type { Faker } from '@faker-js/faker';

import { RandomSource } from './prng';

/** RandomSource drawing from a seeded Faker instance, so generation shares Faker's stream. */
export class FakerRandom extends RandomSource {
  constructor(readonly faker: Faker) {
    super();
  }

  override next(): number {
    return this.faker.number.int({ min: 0, max: 0xffff_ffff }) / 0x1_0000_0000;
  }
}
