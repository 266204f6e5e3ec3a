//! One module per judge problem: its [`crate::game::Game`] implementation (generators, validator,
//! oracle, known-wrong solutions), and [`ALL`], the registry's list.

use crate::registry::{Problem, Registered};

mod hdu1536;
mod hdu2176;
mod poj1067;

/// Every registered problem, in the README's order.
pub static ALL: &[&dyn Problem] = &[
    &Registered::<hdu2176::Hdu2176>::ENTRY,
    &Registered::<poj1067::Poj1067>::ENTRY,
    &Registered::<hdu1536::Hdu1536>::ENTRY,
];
