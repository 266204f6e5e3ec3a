//! One module per judge problem: its [`crate::game::Game`] implementation (generators, validator,
//! oracle, known-wrong solutions), and [`ALL`], the registry's list.

use crate::registry::{Problem, Registered};

mod hdu2176;

/// Every registered problem, in the README's order.
pub static ALL: &[&dyn Problem] = &[&Registered::<hdu2176::Hdu2176>::ENTRY];
